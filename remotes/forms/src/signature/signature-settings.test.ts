import { readSignatureSettings, signatureSwitchedOn } from './signature-settings';

describe('signature defaults (forms-addon.md §3, §9)', () => {
  it('a form without signature settings gets a 300 × 100 pad with red ink on white, no typed name', () => {
    expect(readSignatureSettings({}, 5)).toEqual({ width: 300, height: 100, penColor: '#FF0000', bgColor: '#FFFFFF', allowTypedName: false });
  });

  it('each missing or unusable value falls back to its default, the others are kept', () => {
    const globals = { eacf7DigitalSignatureData_5: { width: 10, height: 'tall', penColor: 'url(javascript:x)', bgColor: '#000', allowTypedName: '1' } };
    expect(readSignatureSettings(globals as never, 5)).toEqual({ width: 300, height: 100, penColor: '#FF0000', bgColor: '#000', allowTypedName: true });
    const sized = { eacf7DigitalSignatureData_5: { width: 480, height: 160, penColor: 'navy' } };
    expect(readSignatureSettings(sized as never, 5)).toMatchObject({ width: 480, height: 160, penColor: 'navy' });
  });
});

describe('the digitalSignature switch (forms-addon.md §3)', () => {
  it('is on when the form says so or says nothing, off when the form turns it off', () => {
    const withSwitch = (digitalSignature: unknown) => ({ eacf7DigitalSignatureData_5: { digitalSignature } }) as never;
    expect(signatureSwitchedOn({}, 5)).toBe(true);
    expect(signatureSwitchedOn(withSwitch(undefined), 5)).toBe(true);
    expect(signatureSwitchedOn(withSwitch(true), 5)).toBe(true);
    expect(signatureSwitchedOn(withSwitch('1'), 5)).toBe(true);
    for (const off of [false, 0, '0', 'false', '']) expect(signatureSwitchedOn(withSwitch(off), 5)).toBe(false);
  });
});
