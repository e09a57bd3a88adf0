import { SAFE_SVG } from '../test-support/file-fixtures';
import { file, startTestSite, type TestSite } from '../test-support/test-site';
import { isActiveSvg } from './svg-safety';

// A prefixed script and CSS image-set() once passed the text filter, through the uploader and the script-less post.
const PREFIXED_SCRIPT = '<svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(document.domain)</s:script></svg>';
const IMAGE_SET = '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { fill: image-set("http://evil.test/x.png" 1x) }</style><rect width="5" height="5"/></svg>';

describe('isActiveSvg', () => {
  test('refuses what the text filter missed', () => {
    for (const svg of [
      PREFIXED_SCRIPT,
      '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>',
      IMAGE_SET,
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: -webkit-image-set(\'//evil.test/x\' 1x)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="image(\'http://evil.test/x\')"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><use x:href="https://evil.test/a.svg#b"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="href" to="javascript:alert(1)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><style><![CDATA[@import "https://evil.test/x.css";]]></style></svg>',
      '<?xml-stylesheet type="text/xsl" href="https://evil.test/x.xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      '<svg xmlns="http://www.w3.org/2000/svg" xml:base="https://evil.test/"><rect/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect ev:event="click" xmlns:ev="http://www.w3.org/2001/xml-events"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>',
    ]) {
      expect([svg, isActiveSvg(svg)]).toEqual([svg, true]);
    }
  });

  test('keeps drawings as design tools save them', () => {
    const inkscape = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="20" height="20" viewBox="0 0 20 20">
  <sodipodi:namedview id="base" inkscape:zoom="1"/>
  <defs><linearGradient id="g"><stop offset="0" style="stop-color:#fff;stop-opacity:1"/></linearGradient></defs>
  <style>.a { fill: url(#g); font-family: "Open Sans"; transform: rotate(5deg) }</style>
  <g inkscape:label="Layer 1" transform="translate(1 2)"><rect class="a" width="5" height="5" fill="url('#g')"/><use xlink:href="#g"/><text xml:space="preserve">Hi &amp; &#160;bye</text></g>
</svg>`;
    for (const svg of [SAFE_SVG.toString(), inkscape, '<svg><use href="#a"/></svg>']) expect([svg, isActiveSvg(svg)]).toEqual([svg, false]);
  });
});

describe('SVG uploads through both paths', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  test.each([['a prefixed script', PREFIXED_SCRIPT], ['image-set()', IMAGE_SET]])('%s is refused by the uploader and by the script-less post; nothing is stored', async (_label, svg) => {
    const upload = await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('drawing.svg', svg, 'image/svg+xml') });
    expect(upload.json).toMatchObject({ success: false });

    const form = new FormData();
    const hidden = { _wpcf7: '1', _wpcf7_unit_tag: 'wpcf7-f1-o1', _wpcf7_container_post: '0' };
    const values = { 'your-name': 'Ann Lee', 'your-email': 'ann@example.com', 'your-message': 'A drawing for the brochure.', 'your-topic': 'Group bookings', website: '', attachment: '' };
    for (const [name, value] of Object.entries({ ...hidden, ...values })) form.append(name, value);
    form.append('_eacf7_upload_attachment[]', file('drawing.svg', svg, 'image/svg+xml'));
    const page = await (await site.fetch('/demo/contact.html', { method: 'POST', body: form })).text();
    expect(page).toContain('data-status="invalid"');
    expect(site.storedFiles()).toEqual([]);
    expect(site.count('uploads')).toBe(0);
  });
});
