import type { OpsPageEdit, OpsPagePreview, OpsPageRestore, OpsPageRowWire, OpsPageWire } from '@servenear/shared/endpoints';
import { opsPageMessages } from '@servenear/shared/endpoints';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/httpError';
import { sanitizeContent } from '../../lib/sanitizeContent';
import { addVersion, findPage, findVersion, listPages, pageVersions } from './versionsRepository';

/**
 * Issue 39: ops edit the content pages. What is stored is what the site renders: the content is
 * sanitised on write by the site's own rule (lib/sanitizeContent.ts, which the public read applies
 * again), and the preview answers exactly that. The public page reads the database on every
 * request (GET pages/{slug} and the shell page's render, both `no-cache`), so a saved version
 * shows at once.
 */

interface Deps {
  db: Database;
  clock: Clock;
}

export async function pagesList(db: Database): Promise<OpsPageRowWire[]> {
  const rows = await listPages(db);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    version: row.version,
    versions: row.versions,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
  }));
}

const missing = () => notFound(opsPageMessages.notFound, { slug: [opsPageMessages.notFound] });

export async function pageDetail(db: Database, slug: string): Promise<OpsPageWire> {
  const page = await findPage(db, slug);
  if (!page) throw missing();
  const versions = await pageVersions(db, page.id);
  const shown = versions.find((version) => version.version === page.version);
  return {
    slug: page.slug,
    title: page.title,
    content: await sanitizeContent(page.content),
    version: page.version,
    updated_at: page.updatedAt.toISOString(),
    updated_by: shown?.editedBy ?? null,
    public_path: `/pages/${page.slug}`,
    versions: versions.map((version) => ({
      version: version.version,
      title: version.title,
      content: version.content,
      edited_at: version.editedAt.toISOString(),
      edited_by: version.editedBy,
      note: version.note,
      restored_from: version.restoredFrom,
    })),
  };
}

/** POST admin/pages/preview: as the site would render it; nothing is stored. */
export async function previewPage(body: OpsPagePreview) {
  return { title: body.title, content: await sanitizeContent(body.content) };
}

const stale = () => new HttpError(409, { base_version: [opsPageMessages.stale] }, opsPageMessages.stale);

/** PUT admin/pages/{slug}: a new version, sanitised, if the page still shows the version the edit started from. */
export async function editPage(deps: Deps, opsId: number, slug: string, body: OpsPageEdit): Promise<{ page: OpsPageWire; version: number }> {
  const page = await findPage(deps.db, slug);
  if (!page) throw missing();
  if (page.version !== body.base_version) throw stale();
  const next = { title: body.title, content: await sanitizeContent(body.content), editedBy: opsId, at: deps.clock(), note: body.note || null, restoredFrom: null };
  const version = await deps.db.transaction((tx) => addVersion(tx, { id: page.id, baseVersion: body.base_version }, next));
  if (version === null) throw stale();
  return { page: await pageDetail(deps.db, slug), version };
}

/** POST admin/pages/{slug}/versions/{version}/restore: that version's title and content, as a new version. */
export async function restorePageVersion(deps: Deps, opsId: number, slug: string, restored: number, body: OpsPageRestore): Promise<{ page: OpsPageWire; version: number }> {
  const page = await findPage(deps.db, slug);
  if (!page) throw missing();
  const old = await findVersion(deps.db, page.id, restored);
  if (!old) throw notFound(opsPageMessages.versionNotFound, { version: [opsPageMessages.versionNotFound] });
  const base = body.base_version ?? page.version;
  if (page.version !== base) throw stale();
  // Sanitised again: a version stored before a stricter rule is shown by today's.
  const next = { title: old.title, content: await sanitizeContent(old.content), editedBy: opsId, at: deps.clock(), note: body.note || null, restoredFrom: restored };
  const version = await deps.db.transaction((tx) => addVersion(tx, { id: page.id, baseVersion: base }, next));
  if (version === null) throw stale();
  return { page: await pageDetail(deps.db, slug), version };
}
