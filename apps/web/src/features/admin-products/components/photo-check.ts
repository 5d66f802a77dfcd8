/** Product photos (spec: JPEG, PNG, GIF or WebP, under 5 MB); the server checks the bytes again. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
const PHOTO_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
export const PHOTO_ACCEPT = [...PHOTO_EXTENSIONS.map((ext) => `.${ext}`), ...PHOTO_MIME_TYPES].join(',');

type PhotoProblem = 'onlyImageFilesAllowed' | 'fileSizeMustBeLess';

/** The translation key of what is wrong with the chosen file, or null when it may be uploaded. */
export function checkPhoto(file: Pick<File, 'name' | 'type' | 'size'>): PhotoProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (PHOTO_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = (PHOTO_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk || !extensionOk) return 'onlyImageFilesAllowed';
  if (file.size >= PHOTO_MAX_BYTES) return 'fileSizeMustBeLess';
  return null;
}
