import * as messages from './forms-messages';

describe('form add-on upload messages (forms-addon.md §5)', () => {
  it('words upload errors per uploader kind', () => {
    expect(messages.sizeExceededMessage('file', '2 MB')).toBe('File size exceeds the maximum upload size. (2 MB)');
    expect(messages.sizeExceededMessage('image', '1 MB')).toBe('Image size exceeds the maximum upload size. (1 MB)');
    expect(messages.typeNotAllowedMessage('file')).toBe('This file type is not allowed');
    expect(messages.typeNotAllowedMessage('image')).toBe('This image type is not allowed');
    expect(messages.tooManyFilesMessage(3, 'file')).toBe("You can't upload more than 3 files");
    expect(messages.tooManyFilesMessage(5, 'image')).toBe("You can't upload more than 5 images");
  });
});
