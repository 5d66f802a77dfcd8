import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';

/** POST /api/products/upload-photo, multipart field "photo"; answers the stored image's address. */
async function uploadProductPhoto(file: File): Promise<string> {
  const formData = new FormData();
  formData.append('photo', file);
  const answer = await api('/products/upload-photo', { method: 'POST', formData, answer: productAnswers?.photoUploaded });
  return answer.photoUrl;
}

export function useUploadProductPhoto() {
  return useMutation({ mutationFn: uploadProductPhoto });
}
