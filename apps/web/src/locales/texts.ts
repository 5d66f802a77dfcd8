import en from './en.json';
import enAccount from './en.account.json';
import enAdmin from './en.admin.json';
import lt from './lt.json';
import ltAccount from './lt.account.json';
import ltAdmin from './lt.admin.json';

/**
 * Every bundled text of both languages: the shop's (`<lang>.json`, in every visitor's first load), a
 * signed-in person's pages' (`<lang>.account.json`) and the administrators' pages' (`<lang>.admin.json`),
 * each loaded with those pages.
 */
export const bundledTexts = { en: { ...en, ...enAccount, ...enAdmin }, lt: { ...lt, ...ltAccount, ...ltAdmin } };
