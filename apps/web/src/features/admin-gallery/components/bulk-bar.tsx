import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryFolder } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { deleteImage, moveImage, useGalleryMutation } from '../api/image-actions.ts';
import { type BulkResult, failureLines, runBulk } from './run-bulk.ts';

interface BulkBarProps {
  selected: readonly number[];
  pageIds: readonly number[];
  folders: readonly GalleryFolder[];
  onSelectAll: (ids: readonly number[]) => void;
  onClear: () => void;
  /** The name an image is shown by, for the lines that say why an image failed. */
  nameOf: (id: number) => string;
  onResult: (result: BulkOutcome) => void;
}

/** What a bulk action did: the counts, and per failed image its name and the server's reason. */
interface BulkOutcome {
  action: 'move' | 'delete';
  succeeded: number;
  failed: number;
  reasons: Array<{ item: number; text: string }>;
}

/** Bulk move and delete; each runs the single calls and reports successes and failures with their reasons. */
export function BulkBar({ selected, pageIds, folders, onSelectAll, onClear, nameOf, onResult }: BulkBarProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const move = useGalleryMutation((ids: readonly number[]) =>
    runBulk(ids, (id) => moveImage(id, target && target !== 'none' ? Number(target) : null)),
  );
  const remove = useGalleryMutation((ids: readonly number[]) => runBulk(ids, (id) => deleteImage(id)));
  const busy = move.isPending || remove.isPending;
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));

  const report = (action: BulkOutcome['action'], { succeeded, failed, failures }: BulkResult<number>) => {
    onClear();
    onResult({ action, succeeded, failed, reasons: failureLines(failures, nameOf, t(`gallery.errors.${action}`)) });
  };
  const onMove = async () => report('move', await move.mutateAsync(selected));
  const onDelete = async () => {
    const result = await remove.mutateAsync(selected);
    setConfirming(false);
    report('delete', result);
  };

  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm"
      data-testid="gallery-bulk-bar"
    >
      <label className="flex items-center gap-2">
        <input type="checkbox" className="h-4 w-4" checked={allSelected} onChange={() => (allSelected ? onClear() : onSelectAll(pageIds))} />
        {t('gallery.bulk.selectPage')}
      </label>
      <span className="text-slate-600">{t('gallery.bulk.selected', { count: selected.length })}</span>
      <span className="flex-1" />
      <label className="sr-only" htmlFor="gallery-bulk-target">
        {t('gallery.bulk.target')}
      </label>
      <select
        id="gallery-bulk-target"
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
        disabled={busy}
      >
        <option value="">{t('gallery.bulk.chooseTarget')}</option>
        <option value="none">{t('gallery.noFolder')}</option>
        {folders.map((folder) => (
          <option key={folder.id} value={folder.id}>
            {folder.name}
          </option>
        ))}
      </select>
      <Button variant="secondary" className="px-3 py-1.5" onClick={() => void onMove()} disabled={busy || selected.length === 0 || !target}>
        {t('gallery.bulk.move')}
      </Button>
      <Button variant="danger" className="px-3 py-1.5" onClick={() => setConfirming(true)} disabled={busy || selected.length === 0}>
        {t('gallery.bulk.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('gallery.bulk.confirmTitle', { count: selected.length })}
        description={t('gallery.bulk.confirmText')}
        confirmLabel={t('gallery.bulk.delete')}
        cancelLabel={t('gallery.cancel')}
        onConfirm={() => void onDelete()}
        busy={remove.isPending}
      />
    </div>
  );
}
