import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentPages } from '../../db/schema';

export interface StoredPage {
  title: string;
  content: string;
}

export async function findPageBySlug(db: Database, slug: string): Promise<StoredPage | undefined> {
  const rows = await db
    .select({ title: contentPages.title, content: contentPages.content })
    .from(contentPages)
    .where(eq(contentPages.slug, slug))
    .limit(1);
  return rows[0];
}
