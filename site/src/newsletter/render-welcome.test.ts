import { WELCOME_NAME_MAX, renderWelcome } from './render-welcome';

describe('renderWelcome', () => {
  it('greets the visitor the address names', () => {
    expect(renderWelcome('Ann')).toBe('<p class="demo-status" role="status">Welcome aboard, Ann: you are on the harbour newsletter. The first issue comes with the next tide table.</p>');
  });

  it('shows nothing without a name', () => {
    expect(renderWelcome(null)).toBe('');
    expect(renderWelcome('  \n ')).toBe('');
  });

  it('escapes markup, so the address cannot add any', () => {
    const html = renderWelcome('<img src=x onerror=alert(1)> & "Bo" \'C\'');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bo&quot; &#39;C&#39;');
    expect(html).not.toContain('<img');
  });

  it('drops control and bidi characters and caps the length', () => {
    expect(renderWelcome('Ann\u0000\u001b\u202e\u2066')).toContain('Welcome aboard, Ann:');
    expect(renderWelcome('x'.repeat(500))).toContain(`, ${'x'.repeat(WELCOME_NAME_MAX)}:`);
  });
});
