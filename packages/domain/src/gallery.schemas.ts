import { z } from 'zod';
import { optionalLine, optionalLines, requiredLine } from './text-input.ts';
import { foldText } from './fold-text.ts';

/** Gallery limits: enforced by the server, stated by the upload dialog. */
export const GALLERY_PAGE_SIZE = 20;
export const GALLERY_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const GALLERY_MAX_FILES = 10;
/** Folders are made by hand; the cap keeps the folder list (GET /api/gallery/folders, never paged) bounded (decision 068). */
export const GALLERY_MAX_FOLDERS = 200;
export const ALT_TEXT_MAX = 125;
export const SEO_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
const KEYWORD_MAX = 50;
const KEYWORDS_MAX = 30;

/** The metadata an image carries beside its display name. */
const metadataFields = {
  alt_text: z.string().nullable(),
  description: z.string().nullable(),
  keywords: z.array(z.string()),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
};

/** One image of the gallery as the API shows it, with its metadata. */
export const galleryImageSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  /** The full image, e.g. /uploads/gallery/ab12….webp: usable as a product's image_url. */
  url: z.string(),
  thumbnail_url: z.string(),
  original_name: z.string(),
  file_size: z.number().int(),
  mime_type: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  folder_id: z.number().int().nullable(),
  folder_name: z.string().nullable(),
  display_name: z.string().nullable(),
  ...metadataFields,
  created_at: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** An image's metadata as GET and PUT /api/gallery/:ref/metadata answer it (the display name always set). */
export const galleryMetadataSchema = z.object({ display_name: z.string(), ...metadataFields });

export const galleryFolderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  image_count: z.number().int(),
});
export type GalleryFolder = z.infer<typeof galleryFolderSchema>;

export const galleryPaginationSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /** `total` stopped at the cap: a lower bound (decision 066). */
  capped: z.boolean().optional(),
});
export type GalleryPagination = z.infer<typeof galleryPaginationSchema>;

/**
 * GET /api/gallery query. `folder_id` is a folder's id, or `none` for images outside any folder;
 * `tags` is a comma-separated list of keywords, all of which an image must carry.
 */
export const galleryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(GALLERY_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  folder_id: z.union([z.literal('none'), z.coerce.number().int().positive()]).optional(),
  tags: z.string().trim().max(500).optional(),
});
export type GalleryListQuery = z.infer<typeof galleryListQuerySchema>;

/** POST /api/gallery/folders. */
export const galleryFolderInputSchema = z.object({
  name: z.string({ error: 'folderNameRequired' }).trim().min(1, 'folderNameRequired').max(100, 'tooLong'),
  description: z.string().trim().max(500, 'tooLong').nullable().optional(),
});
export type GalleryFolderInput = z.infer<typeof galleryFolderInputSchema>;

/** POST /api/gallery/:idOrFilename/move; null moves the image out of every folder. */
export const galleryMoveInputSchema = z.object({
  folder_id: z.number().int().positive().nullable(),
});

/** Keywords: trimmed, empty ones dropped, duplicates (ignoring case) dropped, order kept. */
export function normaliseKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    const key = keyword.toLocaleLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}

const optionalText = (max: number, message: string, lines = false) =>
  (lines ? optionalLines : optionalLine)(max, message).transform((value) => (value ? value : null));

/** GET/PUT /api/gallery/:filename/metadata and the body of PUT /api/gallery/:filename/rename. */
export const photoMetadataSchema = z.object({
  display_name: requiredLine('photoNameRequired', 200),
  alt_text: optionalText(ALT_TEXT_MAX, 'altTextTooLong'),
  description: optionalText(2000, 'tooLong', true),
  keywords: z
    .array(z.string().max(KEYWORD_MAX, 'keywordTooLong'))
    .max(KEYWORDS_MAX * 2, 'tooManyKeywords')
    .default([])
    .transform(normaliseKeywords)
    .refine((list) => list.length <= KEYWORDS_MAX, 'tooManyKeywords'),
  seo_title: optionalText(SEO_TITLE_MAX, 'seoTitleTooLong'),
  seo_description: optionalText(META_DESCRIPTION_MAX, 'metaDescriptionTooLong'),
});
export type PhotoMetadata = z.output<typeof photoMetadataSchema>;
export type PhotoMetadataInput = z.input<typeof photoMetadataSchema>;

/**
 * Auto SEO: fills only the empty fields from the photo's name. Alt text and SEO
 * title are the name (cut to their limits), the meta description starts 'High-quality image: ',
 * keywords are the name's words longer than 2 characters.
 */
export function autoSeo(metadata: PhotoMetadataInput): PhotoMetadataInput {
  const name = (metadata.display_name ?? '').trim();
  const cut = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).trimEnd());
  const words = name
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2);
  const keywords = metadata.keywords ?? [];
  return {
    ...metadata,
    alt_text: metadata.alt_text?.trim() ? metadata.alt_text : cut(name, ALT_TEXT_MAX),
    seo_title: metadata.seo_title?.trim() ? metadata.seo_title : cut(name, SEO_TITLE_MAX),
    seo_description: metadata.seo_description?.trim() ? metadata.seo_description : cut(`High-quality image: ${name}`, META_DESCRIPTION_MAX),
    keywords: keywords.some((keyword) => keyword.trim()) ? keywords : normaliseKeywords(words),
  };
}

/**
 * The SEO-friendly file name a rename gives: the photo's name in lower-case ASCII words joined by
 * dashes (Lithuanian letters lose their marks), a short unique suffix and the stored extension.
 */
export function seoFileName(displayName: string, uniqueSuffix: string, extension: string): string {
  const base = foldText(displayName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || 'image'}-${uniqueSuffix}.${extension}`;
}

/** A stored image's file name: lower-case letters, digits and dashes, .webp — never a path. */
const IMAGE_FILE_NAME = '[a-z0-9][a-z0-9-]*\\.webp';

/** `:ref` of /api/gallery/:ref and its move: an image's id or its file name. */
export const galleryImageRefSchema = z.object({
  ref: z
    .string()
    .max(200)
    .regex(new RegExp(`^(\\d{1,12}|${IMAGE_FILE_NAME})$`), 'Not an image id or file name')
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : value)),
});

/** `:ref` of the metadata and rename routes: an image's file name. */
export const galleryFileRefSchema = z.object({
  ref: z
    .string()
    .max(200)
    .regex(new RegExp(`^${IMAGE_FILE_NAME}$`), 'Not an image file name'),
});
