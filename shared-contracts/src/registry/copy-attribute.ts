/**
 * Marks markup a module copied for display only (a sticky module's placeholder,
 * a header's measuring clone): the shell mounts nothing inside it, and its DOM
 * watcher skips the copy without looking into it (a sticky start on a page of
 * 1000 modules paid a registry scan of every placeholder it inserted).
 */
export const COPY_ATTRIBUTE = 'data-cmsmf-copy';
