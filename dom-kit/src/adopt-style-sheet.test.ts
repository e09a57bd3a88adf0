/** @jest-environment jsdom */
import { adoptStyleSheet } from './adopt-style-sheet';

const sheets = (id: string) => document.querySelectorAll(`style[data-cmsmf-style-${id}]`);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('adoptStyleSheet', () => {
  it('adds the CSS once however many users hold it, and removes it with the last release', () => {
    const first = adoptStyleSheet(document, 'demo', '.a{color:red}');
    const second = adoptStyleSheet(document, 'demo', '.a{color:red}');
    expect(sheets('demo')).toHaveLength(1);
    expect(sheets('demo')[0]!.textContent).toBe('.a{color:red}');
    expect(sheets('demo')[0]!.parentNode).toBe(document.head);
    first();
    expect(sheets('demo')).toHaveLength(1);
    second();
    expect(sheets('demo')).toHaveLength(0);
  });

  it('counts each release once', () => {
    const first = adoptStyleSheet(document, 'demo', '');
    const second = adoptStyleSheet(document, 'demo', '');
    first();
    first();
    expect(sheets('demo')).toHaveLength(1);
    second();
    expect(sheets('demo')).toHaveLength(0);
  });

  it('keeps the count on the element, so separate copies of this module share it', () => {
    adoptStyleSheet(document, 'demo', '');
    const release = adoptStyleSheet(document, 'demo', '');
    expect(sheets('demo')[0]!.getAttribute('data-cmsmf-style-demo')).toBe('2');
    release();
    expect(sheets('demo')[0]!.getAttribute('data-cmsmf-style-demo')).toBe('1');
  });

  it('adds the sheet to another parent when given one', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const release = adoptStyleSheet(document, 'demo', '', host);
    expect(host.querySelectorAll('style[data-cmsmf-style-demo]')).toHaveLength(1);
    expect(document.head.querySelector('style')).toBeNull();
    release();
    expect(host.innerHTML).toBe('');
  });

  it('uses a sheet the page printed itself without counting or removing it', () => {
    document.head.innerHTML = '<style data-cmsmf-style-demo>/* server copy */</style>';
    const before = document.head.innerHTML;
    const release = adoptStyleSheet(document, 'demo', '.a{}');
    expect(document.head.innerHTML).toBe(before);
    release();
    expect(document.head.innerHTML).toBe(before);
  });
});
