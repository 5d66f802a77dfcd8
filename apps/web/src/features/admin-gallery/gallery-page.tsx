import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { countText } from '@/lib/count-text.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useFolders } from '@/api/gallery/get-folders.ts';
import { useImages } from '@/api/gallery/get-images.ts';
import { BulkBar } from './components/bulk-bar.tsx';
import { FolderDialog } from './components/folder-dialog.tsx';
import { GalleryNotice, type GalleryNoticeMessage } from './components/gallery-notice.tsx';
import { GalleryFilters } from '@/components/gallery/gallery-filters.tsx';
import { ImageGrid, ImageList, imageLabel } from '@/components/gallery/image-views.tsx';
import { PhotoEditDialog } from './components/photo-edit-dialog.tsx';
import { UploadForm } from '@/components/gallery/upload-form.tsx';
import { useGalleryParams } from './use-gallery-params.ts';
import { TableState } from '@/components/ui/table-state.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

/** The image gallery manager. */
export default function GalleryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('gallery.title')} noindex />
      <GalleryPageContent />
    </>
  );
}

function GalleryPageContent() {
  const { t } = useTranslation();
  const params = useGalleryParams();
  const [searchInput, setSearchInput] = useState(params.search);
  const debouncedSearch = useDebouncedValue(searchInput.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed text starts a new search, not a change of the address
  useEffect(() => {
    if (debouncedSearch !== params.search) params.update({ q: debouncedSearch }, true, false);
  }, [debouncedSearch]);

  const images = useImages({ page: params.page, search: params.search, folder: params.folder });
  const folders = useFolders();
  const folderList = folders.data ?? [];
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<GalleryImage | null>(null);
  const [uploading, setUploading] = useState(false);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [notice, setNotice] = useState<GalleryNoticeMessage | null>(null);

  const rows = images.data?.images ?? [];
  // The names of the images seen, so that a bulk result can name a selected image of another page.
  const names = useRef(new Map<number, string>());
  useEffect(() => {
    for (const image of rows) names.current.set(image.id, imageLabel(image));
  }, [rows]);
  const pagination = images.data?.pagination;
  const toggle = (id: number) => setSelected((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  const view = { images: rows, selected: new Set(selected), onToggle: toggle, onOpen: setEditing, openLabel: t('gallery.edit.open') };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('gallery.subtitle')}>{t('gallery.title')}</PageTitle>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1">
          <GalleryFilters
            search={searchInput}
            onSearch={setSearchInput}
            folder={params.folder}
            onFolder={(folder) => params.update({ folder })}
            folders={folderList}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <fieldset className="inline-flex overflow-hidden rounded-md border border-slate-300" aria-label={t('gallery.view.label')}>
            {(['grid', 'list'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={params.view === mode}
                onClick={() => params.update({ view: mode === 'grid' ? '' : 'list' }, false)}
                className={`px-3 py-2 text-sm ${params.view === mode ? 'bg-teal-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {t(`gallery.view.${mode}`)}
              </button>
            ))}
          </fieldset>
          <Button variant="secondary" onClick={() => setCreatingFolder(true)}>
            {t('gallery.folder.new')}
          </Button>
          <Button onClick={() => setUploading(true)}>{t('gallery.upload.open')}</Button>
        </div>
      </div>

      <GalleryNotice notice={notice} />

      {rows.length > 0 ? (
        <BulkBar
          selected={selected}
          pageIds={rows.map((image) => image.id)}
          folders={folderList}
          onSelectAll={(ids) => setSelected([...new Set([...selected, ...ids])])}
          onClear={() => setSelected([])}
          nameOf={(id) => names.current.get(id) ?? `#${id}`}
          onResult={({ action, succeeded, failed, reasons }) =>
            setNotice({
              tone: failed > 0 ? 'error' : 'success',
              text: `${t(`gallery.bulk.${action}Done`, { count: succeeded })} ${t('gallery.bulk.failedCount', { count: failed })}`,
              lines: reasons,
            })
          }
        />
      ) : null}

      <TableState query={images} empty={rows.length === 0} errorFallback={t('gallery.errors.load')} emptyTitle={t('gallery.empty')}>
        {params.view === 'list' ? <ImageList {...view} /> : <ImageGrid {...view} />}
      </TableState>
      {pagination ? <p className="mt-3 text-sm text-slate-500">{countText(t, 'gallery.total', pagination)}</p> : null}
      <Pager
        page={params.page}
        pages={pagination?.total_pages ?? 1}
        capped={pagination?.capped}
        onPage={(page) => params.update({ page: page > 1 ? String(page) : '' }, false)}
        busy={images.isFetching}
      />

      <Modal
        open={uploading}
        onOpenChange={setUploading}
        title={t('gallery.upload.title')}
        description={t('gallery.upload.description')}
        showDescription
        testId="gallery-upload-dialog"
      >
        <UploadForm
          folders={folderList}
          defaultFolder={params.folder && params.folder !== 'none' ? Number(params.folder) : null}
          onCancel={() => setUploading(false)}
          onUploaded={(uploaded) => {
            setUploading(false);
            setNotice({ tone: 'success', text: t('gallery.upload.done', { count: uploaded.length }) });
          }}
        />
      </Modal>
      <FolderDialog
        open={creatingFolder}
        onOpenChange={setCreatingFolder}
        onCreated={(id) => {
          params.update({ folder: String(id) });
          setNotice({ tone: 'success', text: t('gallery.folder.created') });
        }}
      />
      <PhotoEditDialog
        image={editing}
        onClose={() => setEditing(null)}
        onDeleted={(image) => {
          setEditing(null);
          setSelected((current) => current.filter((id) => id !== image.id));
          setNotice({ tone: 'success', text: t('gallery.edit.deleted', { name: imageLabel(image) }) });
        }}
      />
    </div>
  );
}
