import { storedUploads } from './stored-uploads';

test("rows come back from an uploader's stored records, by the visitor's file name", () => {
  const value = JSON.stringify([{ name: 'a1b2.pdf', file_user_name: 'cv.pdf', size: 1200, url: '/uploads/a1b2.pdf' }, { name: 'drive.png', size: '30' }]);
  expect(storedUploads(value)).toEqual([
    { name: 'cv.pdf', size: 1200, record: { name: 'a1b2.pdf', file_user_name: 'cv.pdf', size: 1200, url: '/uploads/a1b2.pdf' } },
    { name: 'drive.png', size: 30, record: { name: 'drive.png', size: '30' } },
  ]);
});

test.each(['', 'not json', '{"name":"x"}', '[1, null, {"size": 3}]'])('no rows from %j', (value) => {
  expect(storedUploads(value)).toEqual([]);
});
