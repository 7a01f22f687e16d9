import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { ContentBody } from '@servenear/shared/content-article';

interface SanitisedHtmlProps {
  /** Admin-edited HTML (a content page's body). */
  html: string;
  /** The page's own box around the body (width, font size). */
  className?: string;
  as?: 'div' | 'article';
}

/**
 * A content page's body (GET pages/{slug}): admin-edited HTML, sanitised in the browser too
 * whatever the server did, with the typography of the site's content pages.
 */
export function SanitisedHtml({ html, className, as: Tag = 'div' }: SanitisedHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <ContentBody html={clean} className={className} as={Tag} />;
}
