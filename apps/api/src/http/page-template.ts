import { type Language, PRERENDERED_STATE_ID, type PrerenderedPage, STARTUP_PRELOADS_ID } from '@shop/domain';

// The built index.html is a template with placeholders that the web's index.html puts there
// (decision 107). The server fills them by replacing those exact strings, never by searching the
// HTML for tags, and refuses to start when one is missing.

/** `<html lang>` as the template has it: the reader's language goes in its place. */
const TEMPLATE_LANGUAGE: Language = 'en';
const LANG = `<html lang="${TEMPLATE_LANGUAGE}">`;
/** Where a page's head tags go (a prerendered page's title and description, a product picture's preload). */
const HEAD = '<!--app-head-->';
/** Marked blocks: the static title and description (a page's own replace them), the start-up preloads, the root with its shell. */
const BLOCKS = {
  title: ['<!--app-title-->', '<!--/app-title-->'],
  description: ['<!--app-description-->', '<!--/app-description-->'],
  preloads: ['<!--app-preloads-->', '<!--/app-preloads-->'],
  root: ['<!--app-root-->', '<!--/app-root-->'],
} as const;
type BlockName = keyof typeof BLOCKS;

/** One marked block: the whole text with its marks, and what stands between them. */
interface Block {
  whole: string;
  inner: string;
}

/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptSafe = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/** The text with its one placeholder replaced (a function, so `$` in the text is taken as it is). */
const fill = (html: string, placeholder: string, text: string) => html.replace(placeholder, () => text);

function exactlyOnce(indexHtml: string, placeholder: string): number {
  const at = indexHtml.indexOf(placeholder);
  if (at < 0 || indexHtml.indexOf(placeholder, at + 1) >= 0) {
    throw new Error(
      `index.html must hold the placeholder ${placeholder} exactly once (apps/web/index.html puts it there); the server cannot fill its pages without it`,
    );
  }
  return at;
}

function blockOf(indexHtml: string, name: BlockName): Block {
  const [open, close] = BLOCKS[name];
  const start = exactlyOnce(indexHtml, open);
  const end = exactlyOnce(indexHtml, close);
  if (end < start) throw new Error(`index.html's placeholder ${close} comes before ${open}`);
  return { whole: indexHtml.slice(start, end + close.length), inner: indexHtml.slice(start + open.length, end) };
}

export interface PageTemplate {
  /** The language the template names: its reader, with nothing to add, gets the file as built. */
  readonly language: Language;
  /** The shell (the app draws the page) in the reader's language, with the route's head tags. */
  shell(language: Language, head: string): string;
  /**
   * The prerendered page: its markup in the root (which the app takes over in place), its title and
   * description in the head instead of the static ones, the answers it was made with beside it. The
   * start-up code's preload links wait in a template until the page is painted (main.tsx), so on a
   * slow line the page's own bytes (the HTML, the styles, its first picture) come first.
   */
  page(language: Language, page: PrerenderedPage): string;
}

/** index.html read as the template; throws, naming it, when a placeholder is missing. */
export function pageTemplate(indexHtml: string): PageTemplate {
  exactlyOnce(indexHtml, LANG);
  exactlyOnce(indexHtml, HEAD);
  const blocks = {
    title: blockOf(indexHtml, 'title'),
    description: blockOf(indexHtml, 'description'),
    preloads: blockOf(indexHtml, 'preloads'),
    root: blockOf(indexHtml, 'root'),
  };
  const inLanguage = (language: Language) => fill(indexHtml, LANG, `<html lang="${language}">`);
  return {
    language: TEMPLATE_LANGUAGE,
    shell: (language, head) => fill(inLanguage(language), HEAD, head),
    page(language, page) {
      const state = `<script type="application/json" id="${PRERENDERED_STATE_ID}">${scriptSafe(page.state)}</script>`;
      const held = `<template id="${STARTUP_PRELOADS_ID}">${blocks.preloads.inner}</template>`;
      const root = `<div id="root" data-prerendered="${language}"${page.complete ? '' : ' data-answers="partial"'}>${page.html}</div>`;
      let html = inLanguage(language);
      html = fill(html, blocks.title.whole, page.head.includes('<title>') ? '' : blocks.title.inner);
      html = fill(html, blocks.description.whole, page.head.includes('name="description"') ? '' : blocks.description.inner);
      html = fill(html, blocks.preloads.whole, '');
      html = fill(html, HEAD, page.head);
      return fill(html, blocks.root.whole, `${root}${state}${held}`);
    },
  };
}
