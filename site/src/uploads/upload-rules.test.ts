import { JPEG_BYTES, makePng, PDF_BYTES, PHP_BYTES, pngDataUrl, SAFE_SVG, SCRIPT_SVG } from '../test-support/file-fixtures';
import { checkUpload, CONTENT_MISMATCH_MESSAGE, formatBytes, INVALID_NAME_MESSAGE } from './check-upload';
import { contentMatchesExtension, detectType } from './magic-bytes';
import { decodePngDataUrl } from './png-data-url';
import { isActiveSvg } from './svg-safety';
import { checkUploadName } from './upload-name';

describe('checkUploadName', () => {
  const allowed = ['jpg', 'png', 'pdf', 'txt'];
  it.each([
    ['holiday photo.jpg', 'holiday-photo.jpg'],
    ['Résumé 2024.PDF', 'Résumé-2024.pdf'],
    ['my.trip.2024.png', 'my.trip.2024.png'],
  ])('accepts %s as %s', (name, safeName) => {
    expect(checkUploadName(name, allowed)).toMatchObject({ ok: true, safeName });
  });

  it.each([
    ['shell.php.jpg', 'type'],
    ['shell.PhP5.jpg', 'type'],
    ['shell.php5', 'type'],
    ['shell.phtml', 'type'],
    ['shell.phar', 'type'],
    ['.htaccess', 'name'],
    ['..htaccess', 'name'],
    ['x.htaccess', 'type'],
    ['shell.php .jpg', 'type'],
    ['photo.jpg.', 'name'],
    ['photo.jpg-', 'name'],
    ['photo.jpg%', 'name'],
    ['photo.jpg ', 'name'],
    ['shell.php%00.jpg', 'name'],
    ['photo\u0000.jpg', 'name'],
    ['photo\u0007.jpg', 'name'],
    ['photo\u00a0.jpg', 'name'],
    ['gpj\u202e.php', 'name'],
    ['photo\u2066.jpg', 'name'],
    ['photo\u200b.jpg', 'name'],
    ['../../etc/passwd.jpg', 'name'],
    ['..\\boot.jpg', 'name'],
    ['shell.php::$DATA.jpg', 'name'],
    ['noextension', 'type'],
    ['archive.exe', 'type'],
    ['picture.gif', 'type'],
  ])('refuses %j (%s)', (name, reason) => {
    expect(checkUploadName(name, allowed)).toMatchObject({ ok: false, reason });
  });

  it('with no allowlist accepts any extension except dangerous ones', () => {
    expect(checkUploadName('notes.odt', null).ok).toBe(true);
    expect(checkUploadName('page.html', null).ok).toBe(false);
    expect(checkUploadName('run.sh', null).ok).toBe(false);
  });
});

describe('content checks', () => {
  it('detects signatures and compares them with the extension', () => {
    expect(detectType(makePng())).toBe('png');
    expect(detectType(JPEG_BYTES)).toBe('jpeg');
    expect(detectType(PHP_BYTES)).toBe('script');
    expect(contentMatchesExtension(makePng(), 'png')).toBe(true);
    expect(contentMatchesExtension(makePng(), 'jpg')).toBe(false);
    expect(contentMatchesExtension(PHP_BYTES, 'jpg')).toBe(false);
    expect(contentMatchesExtension(PHP_BYTES, 'txt')).toBe(false);
    expect(contentMatchesExtension(Buffer.from('MZ\x90\x00'), 'txt')).toBe(false);
    expect(contentMatchesExtension(Buffer.from('plain notes'), 'txt')).toBe(true);
    expect(contentMatchesExtension(PDF_BYTES, 'pdf')).toBe(true);
  });

  it('refuses SVG with scripts, handlers, external links and entities', () => {
    expect(isActiveSvg(SAFE_SVG.toString())).toBe(false);
    expect(isActiveSvg('<svg><use href="#a"/></svg>')).toBe(false);
    for (const svg of [
      SCRIPT_SVG.toString(),
      '<svg onload="alert(1)"></svg>',
      '<svg><a href="javascript:alert(1)">x</a></svg>',
      '<svg><a xlink:href="https://evil.test">x</a></svg>',
      '<svg><foreignObject><body/></foreignObject></svg>',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
      '<svg><a href="&#106;avascript:alert(1)">x</a></svg>',
      // CSS escapes and comments hide `@import` and `url(` from a plain match.
      '<svg><style>@im\\port "https://evil.test/x.css";</style></svg>',
      '<svg><style>rect { fill: u\\rl(https://evil.test/x) }</style></svg>',
      '<svg><style>rect { fill: \\75 rl(https://evil.test/x) }</style></svg>',
      '<svg><style>@\\69mport "https://evil.test/x.css";</style></svg>',
      '<svg><rect style="background:u\\000072l(//evil.test/x)"/></svg>',
    ]) {
      expect(isActiveSvg(svg)).toBe(true);
    }
  });
});

describe('checkUpload', () => {
  const uploader = { max_size: 1024, max_files: 2, extensions: ['png', 'svg', 'txt'] };
  it('refuses over the smaller of the field and post limits with 413', () => {
    const big = { name: 'a.png', bytes: Buffer.alloc(600) };
    expect(checkUpload(big, uploader, 512, 'image')).toMatchObject({ ok: false, status: 413, message: 'Image size exceeds the maximum upload size. (512 B)' });
    expect(checkUpload({ name: 'a.png', bytes: Buffer.alloc(2000) }, uploader, 1 << 20, 'file')).toMatchObject({ status: 413, message: 'File size exceeds the maximum upload size. (1 KB)' });
  });
  it('answers the spec texts for a bad type, and ours for a bad name or content', () => {
    expect(checkUpload({ name: 'a.pdf', bytes: PDF_BYTES }, uploader, 1 << 20, 'file')).toMatchObject({ message: 'This file type is not allowed' });
    expect(checkUpload({ name: 'a\u202e.png', bytes: makePng() }, uploader, 1 << 20, 'image')).toMatchObject({ message: INVALID_NAME_MESSAGE });
    expect(checkUpload({ name: 'a.png', bytes: PHP_BYTES }, uploader, 1 << 20, 'image')).toMatchObject({ message: CONTENT_MISMATCH_MESSAGE });
    expect(checkUpload({ name: 'a.svg', bytes: SCRIPT_SVG }, uploader, 1 << 20, 'image')).toMatchObject({ message: 'This image type is not allowed' });
    expect(checkUpload({ name: 'a.svg', bytes: SAFE_SVG }, uploader, 1 << 20, 'image')).toMatchObject({ ok: true, mime: 'image/svg+xml' });
  });
  it('formats limits like the uploader', () => {
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});

describe('decodePngDataUrl', () => {
  it('accepts a complete PNG', () => {
    expect(decodePngDataUrl(pngDataUrl())).toMatchObject({ ok: true });
  });
  it('refuses other types, broken base64, truncated and oversized images', () => {
    expect(decodePngDataUrl(`data:image/svg+xml;base64,${SCRIPT_SVG.toString('base64')}`).ok).toBe(false);
    expect(decodePngDataUrl(`data:image/png;base64,${JPEG_BYTES.toString('base64')}`).ok).toBe(false);
    expect(decodePngDataUrl('data:image/png;base64,@@@@').ok).toBe(false);
    expect(decodePngDataUrl(`data:image/png;base64,${makePng().subarray(0, 40).toString('base64')}`).ok).toBe(false);
    expect(decodePngDataUrl(pngDataUrl(makePng(5000, 1))).ok).toBe(false);
  });
});
