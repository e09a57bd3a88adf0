/**
 * The exact user-visible texts of the form add-on.
 * Source: forms-addon.md §2 (screens), §4 (states), §5 (validation) and §8 (errors).
 * Texts are kept byte for byte, including the product's own grammar.
 */
import { RATING_MAX, RATING_MIN } from './forms-constants';

/** Which uploader a message is for: the image uploader words its messages differently (§5). */
export type UploadKind = 'file' | 'image';

/** Phone tip shown on blur when the number is not precisely valid (§5). */
export const PHONE_INVALID_MESSAGE = 'Invalid phone number. Please fill correct phone number.';
/** Coupon tip when the code is shorter than the minimum (§5). */
export const COUPON_TOO_SHORT_MESSAGE = 'Coupon code must be at least 6 characters.';
/** Label of the coupon button once a coupon is applied (§4). */
export const COUPON_REMOVE_LABEL = 'Remove';

/** Size error of the file uploader, before the limit is appended (§5). */
export const FILE_SIZE_EXCEEDED_MESSAGE = 'File size exceeds the maximum upload size.';
/** Size error of the image uploader, before the limit is appended (§5). */
export const IMAGE_SIZE_EXCEEDED_MESSAGE = 'Image size exceeds the maximum upload size.';
/** Type error of the file uploader (§5). */
export const FILE_TYPE_NOT_ALLOWED_MESSAGE = 'This file type is not allowed';
/** Type error of the image uploader (§5). */
export const IMAGE_TYPE_NOT_ALLOWED_MESSAGE = 'This image type is not allowed';
/** Status text of an upload row once the server accepted the file (§4). */
export const UPLOAD_COMPLETED_LABEL = 'Completed';

/**
 * Size error "together with the limit" (§5). The spec does not show how the
 * limit is joined; we append it in parentheses, e.g. `… upload size. (2 MB)`.
 */
export function sizeExceededMessage(kind: UploadKind, limit: string): string {
  const base = kind === 'image' ? IMAGE_SIZE_EXCEEDED_MESSAGE : FILE_SIZE_EXCEEDED_MESSAGE;
  return `${base} (${limit})`;
}

/** Type error for one uploader kind (§5). */
export function typeNotAllowedMessage(kind: UploadKind): string {
  return kind === 'image' ? IMAGE_TYPE_NOT_ALLOWED_MESSAGE : FILE_TYPE_NOT_ALLOWED_MESSAGE;
}

/** Count error: "You can't upload more than N files" or "… N images" (§5). */
export function tooManyFilesMessage(maxFiles: number, kind: UploadKind): string {
  return `You can't upload more than ${maxFiles} ${kind === 'image' ? 'images' : 'files'}`;
}

/** Rating messages of rating style 3, by value (§8). */
export const RATING_MESSAGES: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  1: 'Very Bad!',
  2: 'Bad!',
  3: 'Okay',
  4: 'Good!',
  5: 'Excellent!',
};
/** Rating message before any star is chosen (§8). */
export const RATING_DEFAULT_MESSAGE = 'Please provide a rating.';

/** The message for a rating value; anything outside 1..5 gets the default prompt (§5, §8). */
export function ratingMessage(value: number): string {
  if (!Number.isInteger(value) || value < RATING_MIN || value > RATING_MAX) return RATING_DEFAULT_MESSAGE;
  return RATING_MESSAGES[value as 1 | 2 | 3 | 4 | 5];
}

/** Alert after the save-progress link was copied (§8). */
export const COPY_LINK_SUCCESS_MESSAGE = 'Successfully link copied to clipboard!';
/** Alert when the payment provider reports an error (§8). */
export const PAYMENT_ERROR_MESSAGE = 'An error occurred during payment. Please try again.';
/** Text that replaces the response output after a successful auto-login (§7). */
export const AUTO_LOGIN_SUCCESS_MESSAGE = "Success!! You'll be redirect soon.";

/** Title of the preview-submission modal (§2). */
export const PREVIEW_TITLE = 'Preview Submission';
/** Confirm button of the preview modal (§2). */
export const PREVIEW_SUBMIT_LABEL = 'Submit';
/** Cancel button of the preview modal (§2). */
export const PREVIEW_BACK_LABEL = 'Back';
/** Column headers of the preview table (§2). */
export const PREVIEW_TABLE_HEADERS = ['Label', 'Value'] as const;
/** Shown (with an image) when the preview has nothing to list (§2). */
export const PREVIEW_NO_DATA_MESSAGE = 'No data found';
