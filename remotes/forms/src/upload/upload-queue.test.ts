import { createUploadQueue, type Transfer } from './upload-queue';
import { readUploaderConfig } from './uploader-config';

const config = readUploaderConfig((name) => ({ 'data-max_files': '3', 'data-extensions': 'pdf' })[name] ?? null, 'file');
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

test('uploads one file at a time in order, and reports every change', async () => {
  const order: string[] = [];
  const transfer: Transfer<string> = async (file) => {
    order.push(file.name);
    return `stored-${file.name}`;
  };
  const changes = jest.fn();
  const queue = createUploadQueue({ config, transfer, onChange: changes });
  queue.add([new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')]);
  await flush();
  await flush();
  expect(order).toEqual(['a.pdf', 'b.pdf']);
  expect(queue.store.get(queue.atoms.items).map((item) => [item.state, item.record])).toEqual([
    ['uploaded', 'stored-a.pdf'],
    ['uploaded', 'stored-b.pdf'],
  ]);
  expect(changes).toHaveBeenCalled();
});

test('refusals become notices; accepted files still go', async () => {
  const queue = createUploadQueue({ config, transfer: async () => 'ok' });
  queue.add([new File(['a'], 'a.pdf'), new File(['x'], 'x.exe')]);
  expect(queue.store.get(queue.atoms.notices)).toEqual(['x.exe: This file type is not allowed']);
  expect(queue.store.get(queue.atoms.items)).toHaveLength(1);
  queue.add([new File(['a'], 'b.pdf'), new File(['a'], 'c.pdf'), new File(['a'], 'd.pdf')]);
  expect(queue.store.get(queue.atoms.notices)).toEqual(["You can't upload more than 3 files"]);
  expect(queue.store.get(queue.atoms.items)).toHaveLength(1);
});

test('after destroy nothing more is sent', async () => {
  const transfer = jest.fn(async () => 'ok');
  const queue = createUploadQueue({ config, transfer });
  queue.destroy();
  queue.add([new File(['a'], 'a.pdf')]);
  await flush();
  expect(transfer).not.toHaveBeenCalled();
});
