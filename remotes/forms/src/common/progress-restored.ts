/**
 * Fired (bubbling) on a form after saved progress was written into its
 * fields, so modules that show more than a field's value (the upload rows
 * built from an uploader's stored records) rebuild from the values.
 */
export const PROGRESS_RESTORED_EVENT = 'eacf7-save-progress/restored';
