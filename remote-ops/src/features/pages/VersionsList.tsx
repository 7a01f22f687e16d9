import { useId, useState } from 'react';
import { ApiError } from '@servenear/shared/api';
import { useOpsPageChange, type OpsPage, type OpsPageVersion } from '@servenear/shared/ops-api';
import { ConfirmDialog } from '../../components/controls/ConfirmDialog';
import controls from '../../components/controls/controls.module.css';
import { editorOf, whenOf } from './format';
import styles from './PageEditorPage.module.css';

/**
 * Every version, newest first; any but the one shown may be restored, which adds a version with
 * its title and content (versions are never changed). A restore names the version the editor
 * started from, like a save, so it cannot undo someone else's newer change unseen.
 */
export function VersionsList({ page, base, onRestored, onConflict }: { page: OpsPage; base: number; onRestored(page: OpsPage): void; onConflict(): void }) {
  const id = useId();
  const change = useOpsPageChange();
  const [restoring, setRestoring] = useState<OpsPageVersion | null>(null);

  async function restore(version: OpsPageVersion): Promise<string> {
    try {
      const reply = await change.mutateAsync({ action: 'restore', slug: page.slug, version: version.version, baseVersion: base });
      onRestored(reply.data);
      return reply.message;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onConflict();
      throw error;
    }
  }

  return (
    <section className={controls.section} aria-labelledby={id}>
      <h2 id={id} className={controls.sectionTitle}>
        Versions
      </h2>
      <ol className={styles.versions}>
        {page.versions.map((version) => (
          <li key={version.version} className={styles.version}>
            <div className={styles.versionText}>
              <p className={styles.versionTitle}>
                Version {version.version}: {version.title}
              </p>
              <p className={controls.hint}>
                {whenOf(version.edited_at)}, by {editorOf(version.edited_by)}
                {version.restored_from ? ` · restored version ${version.restored_from}` : ''}
                {version.note ? ` · “${version.note}”` : ''}
              </p>
            </div>
            {version.version === page.version ? (
              <span className={styles.current}>On the site now</span>
            ) : (
              <button type="button" className={controls.secondary} onClick={() => setRestoring(version)}>
                Restore version {version.version}
              </button>
            )}
          </li>
        ))}
      </ol>
      {restoring ? (
        <ConfirmDialog
          title={`Restore version ${restoring.version} of “${page.title}”?`}
          confirmLabel={`Yes, restore version ${restoring.version}`}
          onConfirm={() => restore(restoring)}
          onClose={() => setRestoring(null)}
        >
          <p className={controls.muted}>
            The site shows version {restoring.version} (“{restoring.title}”, {whenOf(restoring.edited_at)}) at once, as a new version {Math.max(base, page.version) + 1}. Nothing
            is deleted: the current version stays in this list. Unsaved changes in the editor are replaced.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
