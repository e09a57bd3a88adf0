import { act } from '@testing-library/react';
import type { Unmount } from '@cms-mf/shared-contracts';
import cloudUploadModule from './index';
import { buildCf7Form, uploaderField } from '../test-support/form-markup';
import { fakeClient, testContext } from '../test-support/test-context';

afterEach(() => {
  document.body.innerHTML = '';
});

const mountWith = (isPro: boolean) => {
  const wrapper = buildCf7Form(102, uploaderField('drive-files', 'google-drive-upload', { 'data-max_files': '3' }));
  const uploader = wrapper.querySelector('.eacf7-uploader') as HTMLElement;
  let unmount!: Unmount;
  act(() => {
    unmount = cloudUploadModule.mount(uploader, testContext(fakeClient(), { globals: { eacf7: { isPro } } })) as Unmount;
  });
  return { uploader, unmount: () => act(() => unmount()) };
};

test('with the pro flag the cloud-drive uploader gets its picker and list', () => {
  const page = mountWith(true);
  expect(page.uploader.querySelector('input[type=file]')?.hasAttribute('multiple')).toBe(true);
  expect(page.uploader.querySelector('.eacf7-upload-list')).not.toBeNull();
  page.unmount();
  expect(page.uploader.querySelector('.eacf7-upload-list')).toBeNull();
});

test('without it (a pro feature) the server markup is left alone', () => {
  const page = mountWith(false);
  expect(page.uploader.querySelector('input[type=file]')).toBeNull();
  expect(page.uploader.querySelector('.eacf7-upload-list')).toBeNull();
  page.unmount();
});
