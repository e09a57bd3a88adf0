import { acceptAttribute, checkBatch, checkFile, extensionOf, isExtensionAllowed } from './upload-rules';
import { readUploaderConfig } from './uploader-config';

const MB = 1024 ** 2;
const files = readUploaderConfig((name) => ({ 'data-max_files': '3', 'data-max_size': '2 MB', 'data-max_post_size': '8 MB', 'data-extensions': 'pdf|docx' })[name] ?? null, 'file');
const images = readUploaderConfig((name) => ({ 'data-max_files': '2', 'data-max_size': '', 'data-max_post_size': '1 MB' })[name] ?? null, 'image');
const anyFile = readUploaderConfig(() => null, 'file');
const file = (name: string, size = 1000) => ({ name, size });

test('extensions are read after the last dot, lower case', () => {
  expect(extensionOf('Report.Final.PDF')).toBe('pdf');
  expect(extensionOf('README')).toBe('');
  expect(extensionOf('.htaccess')).toBe('');
  expect(extensionOf('trailing.')).toBe('');
  expect(isExtensionAllowed('shell.php.pdf', ['pdf'])).toBe(true);
  expect(isExtensionAllowed('anything.xyz', null)).toBe(true);
  expect(isExtensionAllowed('README', ['pdf'])).toBe(false);
});

test('the exact §5 messages, with the limit, and the image variants', () => {
  expect(checkFile(file('cv.pdf', 3 * MB), files)?.message).toBe('File size exceeds the maximum upload size. (2 MB)');
  expect(checkFile(file('run.exe'), files)?.message).toBe('This file type is not allowed');
  expect(checkFile(file('photo.png', 2 * MB), images)?.message).toBe('Image size exceeds the maximum upload size. (1 MB)');
  expect(checkFile(file('photo.bmp'), images)?.message).toBe('This image type is not allowed');
  expect(checkFile(file('cv.pdf', 2 * MB), files)).toBeNull();
});

test('the type is checked before the size', () => {
  expect(checkFile(file('huge.exe', 50 * MB), files)?.reason).toBe('type');
});

test('with no extension list any file type goes, and without limits any size', () => {
  expect(checkFile(file('archive.tar.gz', 10 ** 10), anyFile)).toBeNull();
});

test('a batch passing max_files is refused whole with the count message', () => {
  expect(checkBatch([file('a.pdf'), file('b.pdf')], 2, files)).toEqual({
    accepted: [],
    rejected: [{ name: 'a.pdf, b.pdf', reason: 'count', message: "You can't upload more than 3 files" }],
  });
  expect(checkBatch([file('a.png'), file('b.png'), file('c.png')], 0, images).rejected[0]?.message).toBe("You can't upload more than 2 images");
});

test('within the count, good files go ahead and bad ones are listed', () => {
  const verdict = checkBatch([file('a.pdf'), file('b.exe'), file('c.docx', 3 * MB)], 0, files);
  expect(verdict.accepted.map((f) => f.name)).toEqual(['a.pdf']);
  expect(verdict.rejected.map((r) => [r.name, r.reason])).toEqual([
    ['b.exe', 'type'],
    ['c.docx', 'size'],
  ]);
  expect(checkBatch([], 3, files)).toEqual({ accepted: [], rejected: [] });
});

test('the file dialog offers the allowed types', () => {
  expect(acceptAttribute(files)).toBe('.pdf,.docx');
  expect(acceptAttribute(images)).toBe('.jpg,.jpeg,.png,.gif');
  expect(acceptAttribute(anyFile)).toBeUndefined();
  expect(acceptAttribute({ kind: 'image', extensions: null })).toBe('image/*');
});
