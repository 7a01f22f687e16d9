import { useId, useState } from 'react';
import { Link, useParams } from '@servenear/shared/router';
import { ApiError } from '@servenear/shared/api';
import { PAGE_CONTENT_MAX, useOpsPage, useOpsPageChange, useOpsPagePreview, type OpsPage } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { ConfirmDialog } from '../../components/controls/ConfirmDialog';
import controls from '../../components/controls/controls.module.css';
import { problemOf } from '../../components/controls/problem';
import { PreviewPanel } from './PreviewPanel';
import { VersionsList } from './VersionsList';
import styles from './PageEditorPage.module.css';

const notFound = <p className={controls.muted}>There is no such page.</p>;

/** '/ops/pages/:slug': a content page's editor, its preview as the site renders it, and its versions. */
export default function PageEditorPage() {
  const slug = useParams().slug ?? '';
  const page = useOpsPage(slug);
  return (
    <>
      <Link className={controls.back} to="/ops/pages">
        All content pages
      </Link>
      <OpsQueryState query={page} notFound={notFound}>
        {(current) => <PageEditor key={current.slug} page={current} />}
      </OpsQueryState>
    </>
  );
}

interface Draft {
  title: string;
  content: string;
}

/**
 * The draft lives here, apart from the page read: a refetch never overwrites what is being typed.
 * `base` is the version the draft started from; a save names it, and the server refuses (409) a
 * save over someone else's newer version instead of overwriting it.
 */
function PageEditor({ page }: { page: OpsPage }) {
  const titleId = useId();
  const contentId = useId();
  const noteId = useId();
  const [draft, setDraft] = useState<Draft>({ title: page.title, content: page.content });
  const [base, setBase] = useState(page.version);
  const [preview, setPreview] = useState<Draft>({ title: page.title, content: page.content });
  const [previewed, setPreviewed] = useState(true);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const previewCall = useOpsPagePreview();
  const change = useOpsPageChange();

  const edit = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next });
    setPreviewed(false);
  };
  /** The page as now shown becomes the draft (after a save or restore, or to take someone else's version). */
  const startFrom = (shown: OpsPage) => {
    setDraft({ title: shown.title, content: shown.content });
    setPreview({ title: shown.title, content: shown.content });
    setBase(shown.version);
    setPreviewed(true);
    setConflict(false);
    setProblem(null);
  };
  const movedOn = page.version !== base;

  async function showPreview() {
    setProblem(null);
    try {
      setPreview(await previewCall.mutateAsync(draft));
      setPreviewed(true);
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  async function save(): Promise<string> {
    try {
      const reply = await change.mutateAsync({ action: 'save', slug: page.slug, title: draft.title, content: draft.content, note: note.trim() || undefined, baseVersion: base });
      startFrom(reply.data);
      setNote('');
      return reply.message;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      throw error;
    }
  }

  return (
    <>
      <div className={styles.heading}>
        <h1 className={controls.title}>Edit “{page.title}”</h1>
        <a href={page.public_path} target="_blank" rel="noreferrer">
          Open the public page<span className={controls.srOnly}> (opens in a new tab)</span>
        </a>
      </div>
      <p className={controls.muted}>
        Version {page.version} is on the site, at {page.public_path}.
      </p>
      {conflict || movedOn ? (
        <div className={`${controls.alert} ${styles.stale}`} role="alert">
          <p className={controls.muted}>
            Someone else changed this page since you opened it: version {page.version} is on the site now. Copy your changes if you need them, then load
            their version and make your change again.
          </p>
          <div className={controls.actions}>
            <button type="button" className={controls.secondary} onClick={() => startFrom(page)}>
              Load version {page.version}
            </button>
          </div>
        </div>
      ) : null}
      <div className={styles.workspace}>
        <section className={controls.section} aria-labelledby={`${titleId}-editor`}>
          <h2 id={`${titleId}-editor`} className={controls.sectionTitle}>
            Editor
          </h2>
          <div className={controls.field}>
            <label className={controls.label} htmlFor={titleId}>
              Title
            </label>
            <input id={titleId} className={controls.input} value={draft.title} maxLength={200} onChange={(event) => edit({ title: event.target.value })} />
          </div>
          <div className={controls.field}>
            <label className={controls.label} htmlFor={contentId}>
              Content (HTML)
            </label>
            <p id={`${contentId}-hint`} className={controls.hint}>
              Headings, paragraphs, lists, bold, italics and links. Anything else (scripts, styles, images) is removed, as the site removes it.
            </p>
            <textarea
              id={contentId}
              className={`${controls.textarea} ${controls.code}`}
              aria-describedby={`${contentId}-hint`}
              value={draft.content}
              maxLength={PAGE_CONTENT_MAX}
              spellCheck={false}
              onChange={(event) => edit({ content: event.target.value })}
            />
          </div>
          <div className={controls.field}>
            <label className={controls.label} htmlFor={noteId}>
              Note about this change (optional)
            </label>
            <input id={noteId} className={controls.input} value={note} maxLength={300} onChange={(event) => setNote(event.target.value)} />
          </div>
          <div className={controls.actions}>
            <button type="button" className={controls.secondary} disabled={previewCall.isPending} onClick={() => void showPreview()}>
              {previewCall.isPending ? 'Previewing...' : 'Preview'}
            </button>
            <button type="button" className={controls.primary} onClick={() => setConfirming(true)}>
              Save…
            </button>
          </div>
        </section>
        <PreviewPanel preview={preview} stale={!previewed} problem={problem} />
      </div>
      <VersionsList page={page} base={base} onRestored={startFrom} onConflict={() => setConflict(true)} />
      {confirming ? (
        <ConfirmDialog title={`Save “${draft.title.trim() || page.title}” as version ${base + 1}?`} confirmLabel="Yes, save" onConfirm={save} onClose={() => setConfirming(false)}>
          <p className={controls.muted}>The site shows it at once, sanitised as in the preview. Every version is kept and can be restored.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
