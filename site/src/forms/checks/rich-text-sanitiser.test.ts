import { richTextLength, sanitiseRichTextHtml } from './rich-text-sanitiser';

describe('sanitiseRichTextHtml', () => {
  test('keeps the allowlist: paragraphs, bold, italic, lists, links', () => {
    const html = '<p>Hello <strong>crew</strong> and <em>captain</em></p><ul><li>one</li></ul><ol><li>two</li></ol><p>a<br>b</p>';
    expect(sanitiseRichTextHtml(html)).toBe(html.replace('<br>', '<br />'));
  });
  test('normalises b, i and div', () => {
    expect(sanitiseRichTextHtml('<div><b>x</b> <i>y</i></div>')).toBe('<p><strong>x</strong> <em>y</em></p>');
  });
  test('links keep http(s) and mailto only, and never pass the referrer', () => {
    expect(sanitiseRichTextHtml('<a href="https://example.com/a">x</a>')).toBe('<a href="https://example.com/a" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitiseRichTextHtml('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example/', 'vbscript:x']) {
      expect(sanitiseRichTextHtml(`<a href="${bad}">x</a>`)).not.toMatch(/href=/);
    }
  });
  test('drops scripts, styles, handlers and unknown tags, keeping harmless text', () => {
    const out = sanitiseRichTextHtml('<p onclick="x()">Hi<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><iframe src="https://e"></iframe><span style="color:red">there</span></p>');
    expect(out).toBe('<p>Hithere</p>');
  });
  test('drops attributes outside the allowlist', () => {
    expect(sanitiseRichTextHtml('<p class="x" id="y" style="a">t</p><a href="https://e.x" target="_blank" title="t">l</a>')).toBe('<p>t</p><a href="https://e.x" rel="noopener noreferrer nofollow">l</a>');
  });
  test('escapes text that looks like markup', () => {
    expect(sanitiseRichTextHtml('1 < 2 & "3" > 0')).toBe('1 &lt; 2 &amp; "3" &gt; 0');
    expect(sanitiseRichTextHtml('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });
});

test('richTextLength counts visible characters', () => {
  expect(richTextLength('<p><strong>ab</strong>&nbsp;c</p>')).toBe(4);
  expect(richTextLength('<p><br></p>')).toBe(0);
});
