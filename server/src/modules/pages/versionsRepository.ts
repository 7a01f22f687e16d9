import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { contentPages, contentPageVersions, users } from '../../db/schema';

/*
 * Issue 39: content pages and their versions, for ops. A change is one conditional UPDATE of the
 * page on the version the editor started from (none moved: 409 to the later one) and one INSERT
 * of the version, in a transaction; versions are never updated (migration 0031's trigger).
 */

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

const editor = alias(users, 'editor');

/** Every page, by slug, with the version shown, who made it and how many there have been. */
export async function listPages(db: Reader) {
  const counts = db
    .select({ pageId: contentPageVersions.pageId, versions: count().as('versions') })
    .from(contentPageVersions)
    .groupBy(contentPageVersions.pageId)
    .as('counts');
  return db
    .select({
      slug: contentPages.slug,
      title: contentPages.title,
      version: contentPages.version,
      versions: sql<number>`coalesce(${counts.versions}, 0)::int`,
      updatedAt: contentPages.updatedAt,
      updatedBy: { id: editor.id, name: editor.name },
    })
    .from(contentPages)
    .leftJoin(counts, eq(counts.pageId, contentPages.id))
    .leftJoin(contentPageVersions, and(eq(contentPageVersions.pageId, contentPages.id), eq(contentPageVersions.version, contentPages.version)))
    .leftJoin(editor, eq(editor.id, contentPageVersions.editedBy))
    .orderBy(contentPages.slug);
}

export async function findPage(db: Reader, slug: string) {
  const [page] = await db
    .select({ id: contentPages.id, slug: contentPages.slug, title: contentPages.title, content: contentPages.content, version: contentPages.version, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(eq(contentPages.slug, slug));
  return page ?? null;
}

/** A page's versions, newest first. */
export function pageVersions(db: Reader, pageId: number) {
  return db
    .select({
      version: contentPageVersions.version,
      title: contentPageVersions.title,
      content: contentPageVersions.content,
      editedAt: contentPageVersions.editedAt,
      editedBy: { id: editor.id, name: editor.name },
      note: contentPageVersions.note,
      restoredFrom: contentPageVersions.restoredFrom,
    })
    .from(contentPageVersions)
    .leftJoin(editor, eq(editor.id, contentPageVersions.editedBy))
    .where(eq(contentPageVersions.pageId, pageId))
    .orderBy(desc(contentPageVersions.version));
}

export async function findVersion(db: Reader, pageId: number, version: number) {
  const [row] = await db
    .select({ title: contentPageVersions.title, content: contentPageVersions.content })
    .from(contentPageVersions)
    .where(and(eq(contentPageVersions.pageId, pageId), eq(contentPageVersions.version, version)));
  return row ?? null;
}

export interface NewVersion {
  title: string;
  content: string;
  editedBy: number;
  at: Date;
  note: string | null;
  restoredFrom: number | null;
}

/**
 * Shows a new version of the page if it still shows `baseVersion`: the new version's number, or
 * null when someone else's change came first. The number follows the highest stored one (a
 * page's versions may run ahead of `version` only if written by hand).
 */
export async function addVersion(tx: Writer, page: { id: number; baseVersion: number }, next: NewVersion): Promise<number | null> {
  const [highest] = await tx.select({ version: max(contentPageVersions.version) }).from(contentPageVersions).where(eq(contentPageVersions.pageId, page.id));
  const version = Math.max(highest?.version ?? 0, page.baseVersion) + 1;
  const moved = await tx
    .update(contentPages)
    .set({ title: next.title, content: next.content, version, updatedAt: next.at })
    .where(and(eq(contentPages.id, page.id), eq(contentPages.version, page.baseVersion)))
    .returning({ id: contentPages.id });
  if (moved.length === 0) return null;
  await tx.insert(contentPageVersions).values({
    pageId: page.id,
    version,
    title: next.title,
    content: next.content,
    editedBy: next.editedBy,
    editedAt: next.at,
    note: next.note,
    restoredFrom: next.restoredFrom,
  });
  return version;
}
