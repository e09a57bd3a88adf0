import * as messages from './forms-messages';

describe('form add-on messages (forms-addon.md §5, §8)', () => {
  it('keeps the exact texts', () => {
    expect(messages.PHONE_INVALID_MESSAGE).toBe('Invalid phone number. Please fill correct phone number.');
    expect(messages.COUPON_TOO_SHORT_MESSAGE).toBe('Coupon code must be at least 6 characters.');
    expect(messages.COUPON_REMOVE_LABEL).toBe('Remove');
    expect(messages.COPY_LINK_SUCCESS_MESSAGE).toBe('Successfully link copied to clipboard!');
    expect(messages.PAYMENT_ERROR_MESSAGE).toBe('An error occurred during payment. Please try again.');
    expect(messages.AUTO_LOGIN_SUCCESS_MESSAGE).toBe("Success!! You'll be redirect soon.");
    expect(messages.UPLOAD_COMPLETED_LABEL).toBe('Completed');
  });

  it('keeps the preview modal texts of §2', () => {
    expect(messages.PREVIEW_TITLE).toBe('Preview Submission');
    expect([messages.PREVIEW_SUBMIT_LABEL, messages.PREVIEW_BACK_LABEL]).toEqual(['Submit', 'Back']);
    expect(messages.PREVIEW_TABLE_HEADERS).toEqual(['Label', 'Value']);
    expect(messages.PREVIEW_NO_DATA_MESSAGE).toBe('No data found');
  });

  it('words upload errors per uploader kind', () => {
    expect(messages.sizeExceededMessage('file', '2 MB')).toBe('File size exceeds the maximum upload size. (2 MB)');
    expect(messages.sizeExceededMessage('image', '1 MB')).toBe('Image size exceeds the maximum upload size. (1 MB)');
    expect(messages.typeNotAllowedMessage('file')).toBe('This file type is not allowed');
    expect(messages.typeNotAllowedMessage('image')).toBe('This image type is not allowed');
    expect(messages.tooManyFilesMessage(3, 'file')).toBe("You can't upload more than 3 files");
    expect(messages.tooManyFilesMessage(5, 'image')).toBe("You can't upload more than 5 images");
  });

  it('gives a message per rating value and the prompt otherwise', () => {
    expect([1, 2, 3, 4, 5].map(messages.ratingMessage)).toEqual(['Very Bad!', 'Bad!', 'Okay', 'Good!', 'Excellent!']);
    expect(messages.ratingMessage(0)).toBe('Please provide a rating.');
    expect(messages.ratingMessage(6)).toBe('Please provide a rating.');
    expect(messages.ratingMessage(2.5)).toBe('Please provide a rating.');
    expect(messages.RATING_DEFAULT_MESSAGE).toBe('Please provide a rating.');
  });
});
