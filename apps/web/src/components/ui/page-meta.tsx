import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

type PageMetaProps = {
  /** The page's own part of the title; " · " and the shop's name follow it. */
  title: string;
  /** The search-result text in the reader's language (public pages). */
  description?: string;
  /** Asks search engines not to index the page (private pages). */
  noindex?: boolean;
};

/** index.html's description, there before the app renders; it goes once a page gives its own, so the head holds one. */
const STATIC_DESCRIPTION = 'meta[name="description"][data-static]';

/** A page's title, description and robots rule, hoisted into the document head by React 19. */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    if (description) document.head.querySelector(STATIC_DESCRIPTION)?.remove();
  }, [description]);
  return (
    <>
      <title>{`${title} · ${t('common.appName')}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
