import { useAddressParams } from '@/lib/use-address-params.ts';

type GalleryView = 'grid' | 'list';

/** The manager's search, folder, view and page live in the address bar, so a reload keeps the place. */
export function useGalleryParams() {
  const { params, change } = useAddressParams();
  const pageNumber = Number.parseInt(params.get('page') ?? '1', 10);
  const state = {
    search: params.get('q') ?? '',
    folder: params.get('folder') ?? '',
    view: (params.get('view') === 'list' ? 'list' : 'grid') as GalleryView,
    page: Number.isFinite(pageNumber) && pageNumber > 0 ? pageNumber : 1,
  };
  /** `atOnce: false` when an effect asks (see `useAddressParams`). */
  const update = (changes: Partial<Record<'q' | 'folder' | 'view' | 'page', string>>, resetPage = true, atOnce = true) =>
    change(resetPage && !('page' in changes) ? { ...changes, page: null } : changes, { replace: true, atOnce });
  return { ...state, update };
}
