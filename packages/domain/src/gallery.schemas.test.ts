import { describe, expect, it } from 'vitest';
import { autoSeo, normaliseKeywords, photoMetadataSchema, seoFileName } from './gallery.schemas.ts';

describe('gallery rules', () => {
  it('when Auto SEO runs on a named photo with empty fields, then alt text, SEO title, meta description and keywords are filled', () => {
    expect(autoSeo({ display_name: 'Blue Mist 50g tin', keywords: [] })).toEqual({
      display_name: 'Blue Mist 50g tin',
      keywords: ['blue', 'mist', '50g', 'tin'],
      alt_text: 'Blue Mist 50g tin',
      seo_title: 'Blue Mist 50g tin',
      seo_description: 'High-quality image: Blue Mist 50g tin',
    });
  });

  it('when Auto SEO runs on fields the operator already filled, then it leaves them alone', () => {
    const filled = { display_name: 'Mint', alt_text: 'My alt', seo_title: 'My title', seo_description: 'My description', keywords: ['own'] };
    expect(autoSeo(filled)).toEqual(filled);
  });

  it('when the photo name is long, then Auto SEO keeps each field within its limit; words of two letters are not keywords', () => {
    const name = `Šaltmėtė ir ${'labai ilgas pavadinimas '.repeat(8)}`.trim();
    const seo = autoSeo({ display_name: name });
    expect(seo.alt_text!.length).toBeLessThanOrEqual(125);
    expect(seo.seo_title!.length).toBeLessThanOrEqual(60);
    expect(seo.seo_description!.length).toBeLessThanOrEqual(160);
    expect(seo.seo_description!.startsWith('High-quality image: Šaltmėtė')).toBe(true);
    expect(seo.keywords).toEqual(['šaltmėtė', 'labai', 'ilgas', 'pavadinimas']);
  });

  it('when keywords are typed with spaces, blanks and repeats, then they are trimmed, non-empty and unique ignoring case', () => {
    expect(normaliseKeywords([' mint ', '', 'Mint', 'box', '  ', 'BOX', 'tin'])).toEqual(['mint', 'box', 'tin']);
  });

  it('when metadata is parsed, then the SEO limits give their texts', () => {
    const issues = (value: unknown) => {
      const result = photoMetadataSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(issues({ display_name: '' })).toEqual(['photoNameRequired']);
    expect(issues({ display_name: 'x', alt_text: 'a'.repeat(126) })).toEqual(['altTextTooLong']);
    expect(issues({ display_name: 'x', seo_title: 'a'.repeat(61) })).toEqual(['seoTitleTooLong']);
    expect(issues({ display_name: 'x', seo_description: 'a'.repeat(161) })).toEqual(['metaDescriptionTooLong']);
    expect(issues({ display_name: 'x', alt_text: 'a'.repeat(125), seo_title: 'a'.repeat(60), seo_description: 'a'.repeat(160) })).toEqual([]);
  });

  it('when a photo is renamed, then the file name is lower-case ASCII words with dashes and the suffix', () => {
    expect(seoFileName('Šaltmėtė 50 g — dėžutė!', 'ab12cd34', 'webp')).toBe('saltmete-50-g-dezute-ab12cd34.webp');
    expect(seoFileName('***', 'ab12cd34', 'webp')).toBe('image-ab12cd34.webp');
  });
});
