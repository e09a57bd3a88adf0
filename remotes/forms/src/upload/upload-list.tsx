import type { UploadKind } from '@cms-mf/shared-contracts';
import { useAtomValue } from 'jotai/react';
import type { UploadQueue } from './upload-queue';
import { UploadRow } from './upload-row';

export interface UploadListProps<R> {
  readonly queue: UploadQueue<R>;
  readonly kind: UploadKind;
  /** The picked file behind a row (for image previews). */
  readonly fileOf: (id: string) => File | undefined;
  readonly onRemove: (id: string) => void;
  readonly onRetry: (id: string) => void;
}

/** The rows of one uploader (the messages of refused files have their own alert region, made at the mount: mount-uploader.ts). */
export function UploadList<R>({ queue, kind, fileOf, onRemove, onRetry }: UploadListProps<R>) {
  const items = useAtomValue(queue.atoms.items, { store: queue.store });
  return items.length > 0 ? (
    <ul className="eacf7-upload-items" aria-label={kind === 'image' ? 'Images' : 'Files'}>
      {items.map((item) => (
        <UploadRow key={item.id} item={item} kind={kind} file={fileOf(item.id)} onRemove={onRemove} onRetry={onRetry} />
      ))}
    </ul>
  ) : null;
}
