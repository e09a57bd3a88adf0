/**
 * The exact user-visible texts of the form add-on.
 * Source: forms-addon.md §2 (screens), §4 (states), §5 (validation) and §8 (errors).
 * Texts are kept byte for byte, including the product's own grammar.
 */

/** Which uploader a message is for: the image uploader words its messages differently (§5). */
export type UploadKind = 'file' | 'image';

/** Coupon tip when the code is shorter than the minimum (§5). */
export const COUPON_TOO_SHORT_MESSAGE = 'Coupon code must be at least 6 characters.';
/** Size error of the file uploader, before the limit is appended (§5). */
const FILE_SIZE_EXCEEDED_MESSAGE = 'File size exceeds the maximum upload size.';
/** Size error of the image uploader, before the limit is appended (§5). */
const IMAGE_SIZE_EXCEEDED_MESSAGE = 'Image size exceeds the maximum upload size.';
/** Type error of the file uploader (§5). */
const FILE_TYPE_NOT_ALLOWED_MESSAGE = 'This file type is not allowed';
/** Type error of the image uploader (§5). */
const IMAGE_TYPE_NOT_ALLOWED_MESSAGE = 'This image type is not allowed';

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

