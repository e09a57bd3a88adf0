import { DIGITAL_SIGNATURE_DEFAULTS } from './forms/digital-signature';
import { PAYPAL_DEFAULTS } from './forms/integrations';
import { POPUP_DEFAULTS } from './forms/popup';
import { EFFECT_KINDS, SCROLL_EFFECT_CONTROLS, SCROLL_EFFECT_DEFAULT_VALUE, SCROLL_TRIGGER_DEFAULT } from './theme/scroll-effect';
import { DEVICES } from './theme/responsive-fields';

// Defaults the specs name (forms-addon.md §3, theme-frontend.md §3, §4).
describe('settings defaults', () => {
  it('opens popups 500 px wide, closing on an outside click', () => {
    expect(POPUP_DEFAULTS).toEqual({ popupOutsideClick: true, popupWidth: 500, popupWidthUnit: 'px' });
  });

  it('draws signatures on 300 × 100 in red', () => {
    expect(DIGITAL_SIGNATURE_DEFAULTS).toEqual({ width: 300, height: 100, penColor: 'red' });
  });

  it('charges in USD', () => {
    expect(PAYPAL_DEFAULTS.payPalCurrency).toBe('USD');
  });

  it('defaults a scroll effect to 0|50|50|100 and three empty values, triggered at the middle', () => {
    expect(SCROLL_EFFECT_DEFAULT_VALUE).toBe('0|50|50|100|||');
    expect(SCROLL_EFFECT_DEFAULT_VALUE.split('|')).toEqual(['0', '50', '50', '100', '', '', '']);
    expect(SCROLL_TRIGGER_DEFAULT).toBe('middle');
  });

  it('lists the six effect kinds and maps one control to each', () => {
    expect(EFFECT_KINDS).toEqual(['blur', 'opacity', 'rotate', 'scale', 'translateX', 'translateY']);
    expect(Object.values(SCROLL_EFFECT_CONTROLS).map((control) => control.resolver).sort()).toEqual([...EFFECT_KINDS].sort());
  });

  it('orders devices desktop, tablet, phone for fallbacks', () => {
    expect(DEVICES).toEqual(['desktop', 'tablet', 'phone']);
  });
});
