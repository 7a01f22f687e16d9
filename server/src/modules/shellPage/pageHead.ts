/**
 * The page's own <title> and meta description in the shell's HTML (issue 37: every page had the
 * same title), from the one list of heads beside the route table (`@servenear/shared/page-heads`).
 */
import { notFoundHead, pageHeadFor, type PageHead } from '@servenear/shared/page-heads';
import type { ReleasedRoute } from '@servenear/shared/routes';
import { homeRoute, type PageAccount } from './pageRoute';

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head of the page at this path for this account; `contentTitle`: a content page's title as read. */
export function headFor(pathname: string, account: PageAccount | null, known: boolean, contentTitle?: string, released: readonly ReleasedRoute[] = []): PageHead {
  return known ? pageHeadFor(pathname, homeRoute(account), contentTitle, released) : notFoundHead;
}

const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** index.html with the page's title and description in place of the built ones (added when it has none). */
export function withPageHead(html: string, head: PageHead): string {
  const description = `<meta name="description" content="${escapeText(head.description)}" />`;
  // Replaced through functions: a replacement string reads '$&' and the like as patterns.
  const titled = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(head.title)}</title>`);
  return DESCRIPTION.test(titled) ? titled.replace(DESCRIPTION, () => description) : titled.replace('</title>', () => `</title>${description}`);
}
