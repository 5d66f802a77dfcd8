import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@shop/domain';
import { Modal } from '@/components/ui/modal.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { TabPanel, Tabs } from '@/components/ui/tabs.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useFolders } from '@/api/gallery/get-folders.ts';
import { useImages } from '@/api/gallery/get-images.ts';
import { GalleryFilters } from './gallery-filters.tsx';
import { ImageGrid } from './image-views.tsx';
import { UploadForm } from './upload-form.tsx';

interface GalleryPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (image: GalleryImage) => void;
}

/** The gallery as a chooser: Gallery and Upload tabs, no management actions. */
export function GalleryPicker({ open, onOpenChange, onSelect }: GalleryPickerProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'gallery' | 'upload'>('gallery');
  const [search, setSearch] = useState('');
  const [folder, setFolder] = useState('');
  const [page, setPage] = useState(1);
  const [uploaded, setUploaded] = useState<GalleryImage[]>([]);
  const debounced = useDebouncedValue(search.trim(), 300);
  const images = useImages({ page, search: debounced, folder });
  const folders = useFolders();
  const choose = (image: GalleryImage) => {
    onSelect(image);
    onOpenChange(false);
  };
  const rows = images.data?.images ?? [];

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('gallery.picker.title')}
      description={t('gallery.picker.description')}
      showDescription
      size="xl"
      testId="gallery-picker"
    >
      <Tabs
        label={t('gallery.picker.title')}
        value={tab}
        onValueChange={setTab}
        listClassName="mb-4"
        tabs={[
          { id: 'gallery', label: t('gallery.picker.galleryTab') },
          { id: 'upload', label: t('gallery.picker.uploadTab') },
        ]}
      >
        <TabPanel value="gallery" className="space-y-4">
          <GalleryFilters
            search={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            folder={folder}
            onFolder={(value) => {
              setFolder(value);
              setPage(1);
            }}
            folders={folders.data ?? []}
          />
          <TableState
            query={images}
            empty={rows.length === 0}
            loadingLabel={t('common.loading')}
            errorFallback={t('gallery.errors.load')}
            emptyTitle={t('gallery.empty')}
          >
            <ImageGrid images={rows} onOpen={choose} openLabel={t('gallery.picker.choose')} />
          </TableState>
          <Pager
            page={page}
            pages={images.data?.pagination.total_pages ?? 1}
            capped={images.data?.pagination.capped}
            onPage={setPage}
            busy={images.isFetching}
          />
        </TabPanel>
        <TabPanel value="upload" className="space-y-4">
          <UploadForm folders={folders.data ?? []} onUploaded={(images) => setUploaded(images)} />
          {uploaded.length > 0 ? (
            <div>
              <p className="mb-2 text-sm text-slate-700">{t('gallery.picker.chooseUploaded')}</p>
              <ImageGrid images={uploaded} onOpen={choose} openLabel={t('gallery.picker.choose')} />
            </div>
          ) : null}
        </TabPanel>
      </Tabs>
    </Modal>
  );
}
