import type { GalleryQuery } from './get-images.ts';

/** Every gallery query lives under this key (the gallery screen and the product form's picker share it). */
const galleryBaseKey = ['admin-gallery'] as const;

export const galleryKeys = {
  all: galleryBaseKey,
  images: (query: GalleryQuery) => [...galleryBaseKey, 'images', query] as const,
  folders: [...galleryBaseKey, 'folders'] as const,
  metadataAll: [...galleryBaseKey, 'metadata'] as const,
  metadata: (filename: string | null) => [...galleryBaseKey, 'metadata', filename] as const,
};
