import { useSearchParams } from 'react-router';

export type GalleryView = 'grid' | 'list';

/** The manager's search, folder, view and page live in the address bar, so a reload keeps the place. */
export function useGalleryParams() {
  const [params, setParams] = useSearchParams();
  const pageNumber = Number.parseInt(params.get('page') ?? '1', 10);
  const state = {
    search: params.get('q') ?? '',
    folder: params.get('folder') ?? '',
    view: (params.get('view') === 'list' ? 'list' : 'grid') as GalleryView,
    page: Number.isFinite(pageNumber) && pageNumber > 0 ? pageNumber : 1,
  };
  const update = (changes: Partial<Record<'q' | 'folder' | 'view' | 'page', string>>, resetPage = true) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (resetPage && !('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { ...state, update };
}
