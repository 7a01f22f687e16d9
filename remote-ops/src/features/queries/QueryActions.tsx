import { useId, useState } from 'react';
import { opsReportMessages, useOpsReportAction, type OpsReport } from '@servenear/shared/ops-api';
import { ConfirmDialog } from '../../components/controls/ConfirmDialog';
import controls from '../../components/controls/controls.module.css';
import styles from './QueryDetailPage.module.css';

const ANSWER_MAX = 1000;

/**
 * Answer (texted to the query's mobile; a signed-in reporter is told in the app too) and Close,
 * each confirmed first. A closed query has neither: the server would refuse them (409).
 */
export function QueryActions({ query }: { query: OpsReport }) {
  const answerId = useId();
  const hintId = useId();
  const act = useOpsReportAction();
  const [answer, setAnswer] = useState('');
  const [open, setOpen] = useState<'answer' | 'close' | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (query.status === 'closed') return null;
  const draft = answer.trim();

  return (
    <section className={controls.section} aria-labelledby={`${answerId}-title`}>
      <h2 id={`${answerId}-title`} className={controls.sectionTitle}>
        {query.status === 'answered' ? 'Answer again' : 'Answer'}
      </h2>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={answerId}>
          Your answer (texted to {query.mobile})
        </label>
        <p id={hintId} className={controls.hint}>
          Plain text, 2 to {ANSWER_MAX} characters.{query.status === 'answered' ? ' It replaces the answer shown; the reporter gets this one too.' : ''}
        </p>
        <textarea
          id={answerId}
          className={controls.textarea}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          value={answer}
          maxLength={ANSWER_MAX}
          onChange={(event) => setAnswer(event.target.value)}
        />
        {problem ? (
          <p className={controls.alert} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div className={controls.actions}>
        <button
          type="button"
          className={controls.primary}
          onClick={() => {
            if (draft.length < 2) return setProblem(opsReportMessages.answer);
            setProblem(null);
            setOpen('answer');
          }}
        >
          Send answer
        </button>
        <button type="button" className={controls.danger} onClick={() => setOpen('close')}>
          Close query
        </button>
      </div>
      {open === 'answer' ? (
        <ConfirmDialog
          title={`Send this answer to ${query.name}?`}
          confirmLabel="Yes, send"
          onConfirm={async () => {
            const message = await act.mutateAsync({ action: 'answer', id: query.id, answer: draft });
            setAnswer('');
            return message;
          }}
          onClose={() => setOpen(null)}
        >
          <p className={controls.muted}>It is texted to {query.mobile}{query.account ? ', and shown in their notifications' : ''}.</p>
          <p className={styles.quote}>{draft}</p>
        </ConfirmDialog>
      ) : null}
      {open === 'close' ? (
        <ConfirmDialog
          title={`Close the query from ${query.name}?`}
          confirmLabel="Close query"
          tone="danger"
          onConfirm={() => act.mutateAsync({ action: 'close', id: query.id, note: note.trim() || undefined })}
          onClose={() => setOpen(null)}
        >
          <p className={controls.muted}>{query.status === 'open' ? 'It has not been answered. ' : ''}The reporter is not told. A closed query cannot be answered.</p>
          <CloseNote value={note} onChange={setNote} />
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function CloseNote({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>
        Note for ops (optional)
      </label>
      <textarea id={id} className={controls.textarea} value={value} maxLength={300} rows={3} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
