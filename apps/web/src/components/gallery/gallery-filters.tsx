import { useTranslation } from 'react-i18next';
import type { GalleryFolder } from '@shop/domain';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

interface GalleryFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  folder: string;
  onFolder: (value: string) => void;
  folders: readonly GalleryFolder[];
}

/** Search and the folder filter (all, no folder, each folder with its count); shared by the manager and the picker. */
export function GalleryFilters({ search, onSearch, folder, onFolder, folders }: GalleryFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('gallery.search')}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={t('gallery.searchPlaceholder')}
      />
      <SelectField
        label={t('gallery.folderFilter')}
        value={folder}
        onChange={(event) => onFolder(event.target.value)}
        options={[
          { value: '', label: t('gallery.allFolders') },
          { value: 'none', label: t('gallery.noFolder') },
          ...folders.map((item) => ({ value: String(item.id), label: t('gallery.folderWithCount', { name: item.name, count: item.image_count }) })),
        ]}
      />
    </div>
  );
}
