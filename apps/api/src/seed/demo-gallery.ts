import sharp from 'sharp';
import { autoSeo, escapeMarkup, photoMetadataSchema } from '@shop/domain';
import type { FileStore } from '../db/file-store.ts';
import { GalleryFiles } from '../lib/gallery-images.ts';
import { createFolder, saveMetadata, uploadImages, type Store } from '../modules/gallery/gallery.service.ts';
import { DEMO_BRANDS } from './demo-catalogue-data.ts';

/** A wide banner in the brand's colour with its name. */
function bannerSvg(brand: string, color: string, category: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500">
  <rect width="1200" height="500" fill="${color}"/>
  <circle cx="1050" cy="90" r="220" fill="rgba(255,255,255,0.08)"/>
  <text x="80" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="bold" fill="#fff">${escapeMarkup(brand)}</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="rgba(255,255,255,0.85)">${escapeMarkup(category)} · wholesale</text>
</svg>`;
}

/** The demo gallery: a "Brand banners" folder with one banner per demo brand, named and with SEO texts. */
export async function seedDemoGallery(store: Store, fileStore: FileStore): Promise<void> {
  const folder = await createFolder(store.db, { name: 'Brand banners', description: 'Banners of the brands in the catalogue' });
  const files = new GalleryFiles(fileStore);
  for (const brand of DEMO_BRANDS) {
    const bytes = await sharp(Buffer.from(bannerSvg(brand.brand, brand.color, brand.category)))
      .png()
      .toBuffer();
    const [image] = await uploadImages(
      store,
      files,
      [{ field: 'images', filename: `${brand.brand.toLowerCase().replace(/\s+/g, '-')}-banner.png`, bytes }],
      folder.id,
    );
    const metadata = autoSeo({ display_name: `${brand.brand} banner`, keywords: [] });
    await saveMetadata(store, image!.filename, photoMetadataSchema.parse(metadata));
  }
}
