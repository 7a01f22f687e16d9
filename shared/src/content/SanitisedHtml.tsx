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
 * The body to draw. In the browser, DOMPurify's answer whatever the server did. In a server
 * render there is no DOM for DOMPurify to parse with (its `sanitize` does not exist there), and
 * the HTML is this server's own answer to GET pages/{slug}, sanitised as it was served
 * (server/src/lib/sanitizeContent.ts), as the shell's server render of a content page trusts it.
 */
function cleanBody(html: string): string {
  if (typeof window === 'undefined') return html;
  // A browser too old for DOMPurify gets no admin HTML rather than unchecked HTML.
  return DOMPurify.isSupported ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : '';
}

/**
 * A content page's body (GET pages/{slug}): admin-edited HTML, sanitised in the browser too
 * whatever the server did, with the typography of the site's content pages.
 */
export function SanitisedHtml({ html, className, as: Tag = 'div' }: SanitisedHtmlProps) {
  const clean = useMemo(() => cleanBody(html), [html]);
  return <ContentBody html={clean} className={className} as={Tag} />;
}
