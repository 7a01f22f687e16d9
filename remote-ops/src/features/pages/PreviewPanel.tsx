import { useId } from 'react';
import controls from '../../components/controls/controls.module.css';
import styles from './PageEditorPage.module.css';

/**
 * The page as the site renders it. The HTML is the server's answer (POST admin/pages/preview, or
 * the stored page), sanitised by the same rule as the public page: no script, style or handler
 * reaches here, which is why it may be set as HTML.
 */
export function PreviewPanel({ preview, stale, problem }: { preview: { title: string; content: string }; stale: boolean; problem: string | null }) {
  const id = useId();
  return (
    <section className={controls.section} aria-labelledby={id} aria-live="polite" aria-busy={stale}>
      <h2 id={id} className={controls.sectionTitle}>
        Preview
      </h2>
      {problem ? (
        <p className={controls.alert} role="alert">
          {problem}
        </p>
      ) : null}
      {stale ? <p className={controls.hint}>Changes not previewed yet: press Preview.</p> : null}
      <article className={styles.preview} data-testid="page-preview">
        <p className={styles.previewTitle}>{preview.title}</p>
        <div dangerouslySetInnerHTML={{ __html: preview.content }} />
      </article>
    </section>
  );
}
