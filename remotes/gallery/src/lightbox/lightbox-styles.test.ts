import { LIGHTBOX_CSS } from './lightbox-styles';

/** The text of the block that follows `opener`, up to its matching brace. */
function block(css: string, opener: string): string {
  const start = css.indexOf(opener);
  if (start < 0) throw new Error(`no block ${opener}`);
  let depth = 0;
  for (let i = css.indexOf('{', start); i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    if (css[i] === '}' && (depth -= 1) === 0) return css.slice(start, i + 1);
  }
  throw new Error(`unclosed block ${opener}`);
}

describe('LIGHTBOX_CSS', () => {
  it('turns off animations and transitions when the visitor prefers reduced motion', () => {
    const reduced = block(LIGHTBOX_CSS, '@media (prefers-reduced-motion: reduce)');
    expect(reduced).toContain('#eacf7-lightbox *');
    expect(reduced).toMatch(/animation:\s*none !important/);
    expect(reduced).toMatch(/transition:\s*none !important/);
  });

  it('gives the controls a visible focus style', () => {
    const focus = block(LIGHTBOX_CSS, '#eacf7-lightbox .eacf7-lightbox__control:focus-visible');
    expect(focus).toMatch(/outline:\s*3px solid/);
  });

  it('keeps hidden controls hidden even though controls are display:flex', () => {
    expect(block(LIGHTBOX_CSS, '#eacf7-lightbox [hidden]')).toContain('display: none !important');
  });

  it('stops the page behind from scrolling while the body has the open class', () => {
    expect(block(LIGHTBOX_CSS, 'body.eacf7-lightbox-open')).toContain('overflow: hidden');
  });

  it('lets no touch gesture reach the page while open: no scrolling, no overscroll history swipe', () => {
    expect(block(LIGHTBOX_CSS, '#eacf7-lightbox .eacf7-lightbox__dialog {')).toMatch(/touch-action: none;[^}]*overscroll-behavior: none/);
    expect(block(LIGHTBOX_CSS, 'html:has(> body.eacf7-lightbox-open)')).toContain('overscroll-behavior: none');
  });

  it('scopes every rule under the overlay container', () => {
    const selectors = [...LIGHTBOX_CSS.matchAll(/^([^@{}\n][^{}\n]*)\{/gm)].map((m) => m[1]!.trim());
    // `html:has(> body.…-open)` applies only while the lightbox is open (no history swipe then).
    const outside = selectors.filter((s) => !s.startsWith('#eacf7-lightbox') && !/^(body\.|html:has\(> body\.eacf7-lightbox-open\)|from|to)/.test(s));
    expect(outside).toEqual([]);
  });
});
