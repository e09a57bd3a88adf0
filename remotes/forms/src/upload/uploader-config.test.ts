import { parseExtensions, readUploaderConfig } from './uploader-config';

const reader = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

test('reads every attribute of the value input', () => {
  const config = readUploaderConfig(
    reader({
      'data-max_files': '3',
      'data-max_size': '2 MB',
      'data-max_post_size': '256 MB',
      'data-extensions': 'pdf|DOCX|.txt',
      'data-media_library': '1',
      'data-form_id': '101',
      'data-field_id': 'your-files',
    }),
    'file',
  );
  expect(config).toEqual({
    kind: 'file',
    max_files: 3,
    max_size: 2 * 1024 ** 2,
    max_post_size: 256 * 1024 ** 2,
    extensions: ['pdf', 'docx', 'txt'],
    media_library: true,
    form_id: 101,
    field_id: 'your-files',
    effectiveMaxSize: 2 * 1024 ** 2,
    effectiveMaxSizeText: '2 MB',
  });
});

test('the effective limit is the smaller of max_size and max_post_size, shown as the server wrote it', () => {
  const config = readUploaderConfig(reader({ 'data-max_size': '64 MB', 'data-max_post_size': '8 MB' }), 'file');
  expect(config.effectiveMaxSize).toBe(8 * 1024 ** 2);
  expect(config.effectiveMaxSizeText).toBe('8 MB');
});

test('an empty max_size leaves the post limit; bare bytes are shown formatted', () => {
  const config = readUploaderConfig(reader({ 'data-max_size': '', 'data-max_post_size': '1048576' }), 'image');
  expect(config.effectiveMaxSize).toBe(1048576);
  expect(config.effectiveMaxSizeText).toBe('1 MB');
});

test('defaults: one file, no size limit, any extension for files, jpg|jpeg|png|gif for images', () => {
  const file = readUploaderConfig(reader({}), 'file');
  expect(file).toMatchObject({ max_files: 1, extensions: null, media_library: false, effectiveMaxSize: Number.POSITIVE_INFINITY, effectiveMaxSizeText: '' });
  expect(readUploaderConfig(reader({ 'data-extensions': '' }), 'image').extensions).toEqual(['jpg', 'jpeg', 'png', 'gif']);
  expect(readUploaderConfig(reader({ 'data-max_files': '0' }), 'file').max_files).toBe(1);
});

test('the cloud-drive folder comes from the uploader, else from the input', () => {
  const folder = base64({ id: 'folder_123', accountId: 'acct_1' });
  expect(readUploaderConfig(reader({}), 'file', reader({ 'data-upload_folder': folder })).upload_folder).toEqual({ id: 'folder_123', accountId: 'acct_1' });
  expect(readUploaderConfig(reader({ 'data-upload_folder': folder }), 'file').upload_folder).toEqual({ id: 'folder_123', accountId: 'acct_1' });
  expect(readUploaderConfig(reader({ 'data-upload_folder': 'not base64 json' }), 'file')).not.toHaveProperty('upload_folder');
});

test('extension lists drop junk', () => {
  expect(parseExtensions(' jpg | | .PNG|p h p|gif ')).toEqual(['jpg', 'png', 'gif']);
  expect(parseExtensions('')).toBeNull();
});
