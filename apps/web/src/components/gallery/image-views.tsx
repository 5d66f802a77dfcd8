import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@shop/domain';
import { formatDate } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

interface ImageViewProps {
  images: readonly GalleryImage[];
  /** Selection and the Edit action are absent in the picker. */
  selected?: ReadonlySet<number>;
  onToggle?: (id: number) => void;
  onOpen: (image: GalleryImage) => void;
  openLabel: string;
}

export const imageLabel = (image: GalleryImage) => image.display_name || image.original_name;
const altOf = (image: GalleryImage) => image.alt_text || imageLabel(image);

/** The check box that selects an image for bulk actions, in a label that is its click area. */
function SelectBox(props: { image: GalleryImage; selected: ReadonlySet<number> | undefined; onToggle: (id: number) => void; className?: string }) {
  const { t } = useTranslation();
  const { image, selected, onToggle } = props;
  return (
    <label className={props.className ?? 'inline-flex'}>
      <input
        type="checkbox"
        checked={selected?.has(image.id) ?? false}
        onChange={() => onToggle(image.id)}
        aria-label={t('gallery.select', { name: imageLabel(image) })}
        className="h-4 w-4"
      />
    </label>
  );
}

/** Thumbnails in a grid: click opens (edit, or choose in the picker); a checkbox selects for bulk actions. */
export function ImageGrid({ images, selected, onToggle, onOpen, openLabel }: ImageViewProps) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" data-testid="gallery-grid">
      {images.map((image) => (
        <li
          key={image.id}
          className="group relative overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
          data-testid="gallery-item"
        >
          <button
            type="button"
            onClick={() => onOpen(image)}
            className="block w-full text-left focus-visible:outline-2 focus-visible:outline-teal-600"
            aria-label={`${openLabel}: ${imageLabel(image)}`}
          >
            <img
              src={image.thumbnail_url}
              alt={altOf(image)}
              width={300}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full bg-slate-50 object-contain"
            />
            <span className="block truncate px-2 py-1.5 text-xs text-slate-700">{imageLabel(image)}</span>
          </button>
          {onToggle ? (
            <SelectBox
              image={image}
              selected={selected}
              onToggle={onToggle}
              className="absolute left-2 top-2 flex h-7 w-7 items-center justify-center rounded bg-white/90 shadow"
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The same images as a table with name, folder, size and date. */
export function ImageList({ images, selected, onToggle, onOpen, openLabel }: ImageViewProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="gallery-list">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {onToggle ? <th className="w-10 px-3 py-2" /> : null}
            <th className="px-3 py-2">{t('gallery.columns.image')}</th>
            <th className="px-3 py-2">{t('gallery.columns.name')}</th>
            <th className="px-3 py-2">{t('gallery.columns.folder')}</th>
            <th className="px-3 py-2">{t('gallery.columns.size')}</th>
            <th className="px-3 py-2">{t('gallery.columns.date')}</th>
            <th className="px-3 py-2" />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {images.map((image) => (
            <tr key={image.id} data-testid="gallery-item">
              {onToggle ? (
                <td className="px-3 py-2">
                  <SelectBox image={image} selected={selected} onToggle={onToggle} />
                </td>
              ) : null}
              <td className="px-3 py-2">
                <img
                  src={image.thumbnail_url}
                  alt={altOf(image)}
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="h-12 w-12 rounded bg-slate-50 object-contain"
                />
              </td>
              <td className="px-3 py-2">
                <p className="font-medium text-slate-900">{imageLabel(image)}</p>
                <p className="text-xs text-slate-500">{image.filename}</p>
              </td>
              <td className="px-3 py-2">{image.folder_name ?? t('gallery.noFolder')}</td>
              <td className="whitespace-nowrap px-3 py-2">{`${Math.max(1, Math.round(image.file_size / 1024))} KB`}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatDate(image.created_at, currentLanguage())}</td>
              <td className="px-3 py-2 text-right">
                <button
                  type="button"
                  onClick={() => onOpen(image)}
                  className="rounded px-2 py-1 text-teal-800 hover:bg-teal-50"
                  aria-label={`${openLabel}: ${imageLabel(image)}`}
                >
                  {openLabel}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
