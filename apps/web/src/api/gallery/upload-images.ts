import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryImage, galleryUploadedAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { galleryKeys } from './query-keys.ts';

/** POST /api/gallery/upload: files in `images`, optional `folder_id`; the server checks size, count and type. */
function uploadImages({
  files,
  folderId,
}: {
  files: readonly File[];
  folderId: number | null;
}): Promise<{ message: string; images: GalleryImage[] }> {
  const form = new FormData();
  if (folderId !== null) form.append('folder_id', String(folderId));
  for (const file of files) form.append('images', file, file.name);
  return api<z.infer<typeof galleryUploadedAnswerSchema>>('/gallery/upload', { method: 'POST', formData: form });
}

export function useUploadImages() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadImages, onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }) });
}
