/** @jest-environment jsdom */
import { sanitizeFragment } from './sanitize-fragment';

const clean = (html: string) => {
  const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
  return sanitizeFragment(doc.getElementById('root')!).innerHTML;
};

test('removes code-running elements and attributes, keeps content', () => {
  expect(clean('<article><h2>Post</h2><script>alert(1)</script><p onclick="x()" class="a">Hi</p></article>')).toBe('<article><h2>Post</h2><p class="a">Hi</p></article>');
  expect(clean('<iframe srcdoc="x"></iframe><img src="x" onerror="alert(1)"><svg onload="x()"></svg>')).toBe('<img src="x"><svg></svg>');
  expect(clean('<a href="javascript:alert(1)">a</a><a href="java\tscript:alert(1)">b</a><a href="/ok?paged=2">c</a>')).toBe('<a>a</a><a>b</a><a href="/ok?paged=2">c</a>');
  expect(clean('<form action="javascript:x"><button formaction="data:text/html,x">x</button></form>')).toBe('<form><button>x</button></form>');
  expect(clean('<base href="https://evil.test/"><link rel="stylesheet" href="/x.css"><style>*{}</style><p>t</p>')).toBe('<p>t</p>');
});

test('refuses what a blocklist misses: SVG and MathML tricks, animated hrefs, unknown schemes', () => {
  const out = clean('<svg><a xlink:href="javascript:alert(1)"><text>x</text></a><animate attributeName="href" values="javascript:alert(1)"/></svg><math><mtext><img src=x onerror=alert(1)></mtext></math><a href="jav&#x09;ascript:alert(1)">y</a>');
  expect(out).not.toMatch(/javascript|onerror|<animate/i);
});
