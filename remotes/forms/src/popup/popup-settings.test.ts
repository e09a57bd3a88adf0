import { closesOnBackdrop, popupOptionsFromButton, popupOptionsFromSettings, popupWidthCss } from './popup-settings';

describe('popup defaults (forms-addon.md §3, §9: width 500, outside click closes)', () => {
  it('a button without data attributes, on a site without popup settings, opens a 500 px popup that a backdrop click closes', () => {
    expect(popupOptionsFromButton({ id: '12' }, undefined)).toEqual({ formId: 12, width: '500px', closeOnBackdrop: true, className: '' });
    expect(popupOptionsFromButton({ id: '12', width: null, click: null, className: null }, {})).toEqual({ formId: 12, width: '500px', closeOnBackdrop: true, className: '' });
  });

  it('a button without data attributes takes the site settings instead', () => {
    expect(popupOptionsFromButton({ id: '12' }, { popupWidth: 40, popupWidthUnit: 'rem', popupOutsideClick: false })).toEqual({ formId: 12, width: '40rem', closeOnBackdrop: false, className: '' });
  });

  it('a button without a form id opens nothing', () => {
    expect(popupOptionsFromButton({}, undefined)).toBeUndefined();
    expect(popupOptionsFromButton({ id: '0' }, undefined)).toBeUndefined();
    expect(popupOptionsFromButton({ id: 'contact' }, undefined)).toBeUndefined();
  });

  it('a site trigger without settings opens 500 px wide and closes on an outside click', () => {
    expect(popupOptionsFromSettings(3, undefined)).toEqual({ formId: 3, width: '500px', closeOnBackdrop: true, className: '' });
  });

  it('the outside click closes unless the site turned it off', () => {
    for (const unset of [undefined, null, '']) expect(closesOnBackdrop(unset)).toBe(true);
    for (const off of [false, 0, '0', 'false']) expect(closesOnBackdrop(off)).toBe(false);
    expect(closesOnBackdrop(true)).toBe(true);
  });

  it('a width that is not a length gives 500 px, never CSS of the setting', () => {
    for (const bad of [undefined, '', -20, '0', 'calc(100% - 1px)', '500px; color: red', 'wide']) expect(popupWidthCss(bad)).toBe('500px');
    expect(popupWidthCss(640)).toBe('640px');
    expect(popupWidthCss('80', '%')).toBe('80%');
  });
});
