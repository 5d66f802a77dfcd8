import en from './en.json';
import enAdmin from './en.admin.json';
import lt from './lt.json';
import ltAdmin from './lt.admin.json';

/**
 * Every bundled text of both languages: the shop's (`<lang>.json`, in every visitor's first load)
 * and the administrators' pages' (`<lang>.admin.json`, loaded with those pages).
 */
export const bundledTexts = { en: { ...en, ...enAdmin }, lt: { ...lt, ...ltAdmin } };
