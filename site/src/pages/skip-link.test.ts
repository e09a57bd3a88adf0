import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIN_ID, SKIP_LINK_CLASS, withSkipLink } from './skip-link';

const page = (main: string, body = '<body>') => `<!doctype html>\n<html><head><title>t</title></head>\n${body}\n<header><a href="/">Home</a></header>\n${main}<p>x</p></main>\n</body></html>`;
const linkOf = (html: string) => new RegExp(`<a class="${SKIP_LINK_CLASS}" href="#([^"]+)">Skip to content</a>`).exec(html)?.[1];

describe('withSkipLink', () => {
  test('puts the link first in the body, pointing at the page’s main, and its style in the head', () => {
    const html = withSkipLink(page('<main id="content">', '<body class="home">'));
    expect(linkOf(html)).toBe('content');
    expect(html.indexOf(`class="${SKIP_LINK_CLASS}"`)).toBeLessThan(html.indexOf('<header>'));
    expect(html).toMatch(/<body class="home">\n<a class="cmsmf-skip-link"/);
    expect(html.indexOf(`.${SKIP_LINK_CLASS}:focus`)).toBeLessThan(html.indexOf('</head>'));
  });

  test('gives a main without an id the id it links to, and a different one when the page already uses it', () => {
    const html = withSkipLink(page('<main class="wide">'));
    expect(html).toContain(`<main id="${MAIN_ID}" class="wide">`);
    expect(linkOf(html)).toBe(MAIN_ID);
    const taken = withSkipLink(page('<main>').replace('<p>x</p>', `<p id="${MAIN_ID}">x</p>`));
    expect(linkOf(taken)).toBe(`cmsmf-${MAIN_ID}`);
    expect(taken).toContain(`<main id="cmsmf-${MAIN_ID}">`);
  });

  test('leaves alone pages without a main, pages with their own skip link, and ids that are not plain names', () => {
    const noMain = '<html><head></head><body><p>x</p></body></html>';
    expect(withSkipLink(noMain)).toBe(noMain);
    const own = page('<main id="m">', '<body><a class="skip-link" href="#m">Skip</a>');
    expect(withSkipLink(own)).toBe(own);
    const odd = page('<main id="a&quot;b">');
    expect(withSkipLink(odd)).toBe(odd);
  });

  test('is added once: rendering a rendered page changes nothing', () => {
    const once = withSkipLink(page('<main>'));
    expect(withSkipLink(once)).toBe(once);
  });

  test('every demo page gets one', () => {
    const dir = path.resolve(__dirname, '../../pages/demo');
    const pages = [
      ...readdirSync(dir).filter((name) => name.endsWith('.html')),
      ...readdirSync(path.join(dir, 'forms'))
        .filter((name) => name.endsWith('.html'))
        .map((name) => `forms/${name}`),
    ];
    const without = pages.filter((name) => !linkOf(withSkipLink(readFileSync(path.join(dir, name), 'utf8'))));
    expect(without).toEqual([]);
  });
});
