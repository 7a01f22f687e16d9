import type { PageContentWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/httpError';
import { sanitizeContent } from '../../lib/sanitizeContent';
import { pageTexts } from './messages';
import { findPageBySlug } from './repository';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function getPage(db: Database, slug: string): Promise<PageContentWire> {
  const page = SLUG_PATTERN.test(slug) ? await findPageBySlug(db, slug) : undefined;
  if (!page) throw notFound(pageTexts.notFound, { slug: [pageTexts.notFound] });
  // Stored content is sanitised on write too; sanitising again on read keeps a row
  // edited straight in the database from reaching the browser unchecked.
  return { title: page.title, content: await sanitizeContent(page.content) };
}
