import type { Database } from '../client';
import { contentPages, services } from '../schema';
import { sanitizeContent } from '../../lib/sanitizeContent';
import { seedPages } from './pages';
import { seedServiceNames } from './services';

export interface SeedResult {
  pages: number;
  services: number;
}

/**
 * Demo data for a fresh database. Rows that already exist are left alone (also when an
 * admin has edited a page since), so running it on every start changes nothing.
 */
export async function seedDatabase(db: Database): Promise<SeedResult> {
  const insertedPages = await db
    .insert(contentPages)
    .values(
      seedPages.map((page) => ({
        slug: page.slug,
        title: page.title,
        content: sanitizeContent(page.content.trim()),
      })),
    )
    .onConflictDoNothing({ target: contentPages.slug })
    .returning({ id: contentPages.id });
  const insertedServices = await db
    .insert(services)
    .values(seedServiceNames.map((name) => ({ name })))
    .onConflictDoNothing({ target: services.name })
    .returning({ id: services.id });
  return { pages: insertedPages.length, services: insertedServices.length };
}
