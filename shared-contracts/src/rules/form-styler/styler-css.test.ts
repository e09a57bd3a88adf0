import { customDeclarations } from './custom-css';
import { stylerCss, stylerScope } from './styler-css';

describe('customDeclarations: custom CSS cannot leave its rule', () => {
  test('keeps plain declarations, with !important', () => {
    expect(customDeclarations('color: #123; letter-spacing: 1px !important;')).toEqual(['color: #123', 'letter-spacing: 1px !important']);
  });
  test.each([
    ['a } breakout', 'color: red } body { display: none', ['color: red']],
    ['a leading } breakout', '} body { display: none', []],
    ['@import', '@import url(https://evil.example/x.css); color: red', ['color: red']],
    ['</style>', 'color: red</style><script>alert(1)</script>', []],
    ['a comment hiding a brace', 'color: red /* } body { */; margin: 0', ['color: red', 'margin: 0']],
    ['an unclosed comment', 'color: red; /* } html { display:none', ['color: red']],
    ['a comment marker inside a value', 'color: red*/; margin: 0', ['margin: 0']],
    ['url() loads', 'background: url(javascript:alert(1)); color: blue', ['color: blue']],
    ['escapes that rebuild a brace', 'color: red\\7d body\\7b x: y', []],
    ['quotes that open a string', 'font-family: "x; color: red', ['color: red']],
    ['expression()', 'width: expression(alert(1))', []],
    ['a selector as property', 'body color: red', []],
  ])('drops %s', (_name, css, expected) => {
    expect(customDeclarations(css)).toEqual(expected);
  });
  test('anything but text is nothing', () => {
    expect(customDeclarations(undefined)).toEqual([]);
    expect(customDeclarations({ color: 'red' })).toEqual([]);
  });
});

describe('stylerCss', () => {
  const hostile = 'color: red } body { display: none } @import url(//evil); </style><script>';
  const config = {
    stylePreset: 'modern' as const,
    customizeStylePreset: true,
    containerBgColor: '#f0f4f8',
    containerPadding: { top: 10, right: 20, bottom: 10, left: 20 },
    containerMargin: '0',
    containerBorder: { width: 2, style: 'solid', color: '#0d9488', radius: 12 },
    containerBoxShadow: { x: 0, y: 4, blur: 12, spread: 0, color: 'rgba(0,0,0,0.2)' },
    labelTextColor: 'navy',
    labelTypography: { fontFamily: 'Georgia, serif', fontSize: 18, fontWeight: 700, textTransform: 'uppercase' },
    inputTextColor: '#111',
    inputBgColor: '#fffbea',
    placeholderTextColor: '#7a7a7a',
    submitBgColor: '#0d9488',
    submitTextColor: '#fff',
    submitCustomCss: hostile,
    inputCustomCss: 'letter-spacing: 1px',
  };

  test('writes every part inside the form scope only', () => {
    const css = stylerCss(config, 142);
    const scope = stylerScope(142);
    expect(css).toContain(`${scope} { background-color: #f0f4f8; padding: 10px 20px 10px 20px; margin: 0px; border: 2px solid #0d9488; border-radius: 12px; box-shadow: 0 4px 12px 0 rgba(0,0,0,0.2); }`);
    expect(css).toContain(`${scope} label, ${scope} .wpcf7-field-label { color: navy; font-family: Georgia, serif; font-size: 18px; font-weight: 700; text-transform: uppercase; }`);
    expect(css).toContain(`${scope} input::placeholder, ${scope} textarea::placeholder { color: #7a7a7a; }`);
    expect(css).toContain('letter-spacing: 1px');
    // Every rule starts with the scope, every selector of it too; nothing else opens a block.
    for (const rule of css.split('\n')) {
      const [selectors] = rule.split(' {');
      for (const selector of selectors!.split(', ')) expect(selector.startsWith(scope)).toBe(true);
      expect(rule.match(/\{/g)).toHaveLength(1);
      expect(rule.match(/\}/g)).toHaveLength(1);
    }
    expect(css).not.toMatch(/@|<|body|display: none/);
  });

  test('hostile values in the typed keys are dropped too', () => {
    const css = stylerCss({ stylePreset: 'custom', containerBgColor: 'red} body {color:red', labelTypography: { fontFamily: 'x}; body{' }, labelTextColor: 'url(x)' }, 5);
    expect(css).toBe('');
  });

  test('nothing without overrides, or for a bad id', () => {
    expect(stylerCss({ ...config, customizeStylePreset: false }, 142)).toBe('');
    expect(stylerCss(config, Number.NaN)).toBe('');
  });

  test('custom preset applies overrides without the switch', () => {
    expect(stylerCss({ stylePreset: 'custom', submitBgColor: '#000' }, 1)).toContain('background-color: #000');
  });
});
