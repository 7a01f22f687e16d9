import { useId, useState, type FormEvent } from 'react';
import { controlProps, Field } from '@servenear/shared/forms';
import type { OpsRemoteReleases, ReleaseChange } from '@servenear/shared/ops-api';
import { ReleaseDialog } from './ReleaseDialog';
import styles from './Releases.module.css';

const shareError = 'Enter a whole percentage from 1 to 99.';
const rateError = 'Enter a percentage from 1 to 99, or leave it empty.';

/** A share typed in: a whole number 1–99, or null. */
function shareOf(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= 99 ? value : null;
}

/**
 * What a releases manager may do with the remote now: start a canary of a staged version (or
 * make one live again), and while a canary runs change its share, promote it or roll it back.
 * Each opens a confirmation; nothing is sent before it.
 */
export function ReleaseControls({ state }: { state: OpsRemoteReleases }) {
  const [asked, setAsked] = useState<ReleaseChange | null>(null);
  return (
    <>
      {state.canary ? <CanaryControls state={state} ask={setAsked} /> : null}
      <StartCanary state={state} ask={setAsked} />
      {asked ? <ReleaseDialog change={asked} state={state} onClose={() => setAsked(null)} /> : null}
    </>
  );
}

type Ask = (change: ReleaseChange) => void;

function CanaryControls({ state, ask }: { state: OpsRemoteReleases; ask: Ask }) {
  const canary = state.canary!;
  const id = useId();
  const [share, setShare] = useState(String(canary.percent));
  const [error, setError] = useState<string | undefined>();
  const { remote } = state;

  const changeShare = (event: FormEvent) => {
    event.preventDefault();
    const percent = shareOf(share);
    setError(percent === null ? shareError : undefined);
    if (percent !== null) ask({ action: 'share', remote, version: canary.version, percent });
  };

  return (
    <form className={styles.controls} onSubmit={changeShare} aria-label={`The canary of ${remote}`} noValidate>
      <Field id={`${id}-share`} label="Share of browsers (%)" error={error}>
        <input {...controlProps(`${id}-share`, error)} className={styles.input} inputMode="numeric" value={share} onChange={(event) => setShare(event.target.value)} />
      </Field>
      <div className={styles.buttons}>
        <button type="submit" className={styles.secondary}>
          Change share
        </button>
        <button type="button" className={styles.primary} onClick={() => ask({ action: 'promote', remote, version: canary.version })}>
          Promote
        </button>
        <button type="button" className={styles.danger} onClick={() => ask({ action: 'rollback', remote })}>
          Roll back
        </button>
      </div>
    </form>
  );
}

function StartCanary({ state, ask }: { state: OpsRemoteReleases; ask: Ask }) {
  const id = useId();
  const { remote, available } = state;
  const [version, setVersion] = useState(available[0]?.version ?? '');
  const [share, setShare] = useState('20');
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<{ share?: string; rate?: string }>({});
  if (available.length === 0) {
    return <p className={styles.muted}>No other version is staged. Stage a build with npm run remotes -- stage {remote}.</p>;
  }
  // A version staged since the list was drawn keeps the choice; one gone (promoted) falls back to the newest.
  const chosen = available.some((release) => release.version === version) ? version : available[0]!.version;

  const start = (event: FormEvent) => {
    event.preventDefault();
    const percent = shareOf(share);
    const threshold = rate.trim() === '' ? undefined : shareOf(rate);
    setErrors({ share: percent === null ? shareError : undefined, rate: threshold === null ? rateError : undefined });
    if (percent === null || threshold === null) return;
    ask({ action: 'canary', remote, version: chosen, percent, ...(threshold === undefined ? {} : { autoRollbackRate: threshold / 100 }) });
  };

  return (
    <form className={styles.controls} onSubmit={start} aria-label={`A canary of ${remote}`} noValidate>
      <Field id={`${id}-version`} label="Version">
        <select id={`${id}-version`} className={styles.input} value={chosen} onChange={(event) => setVersion(event.target.value)}>
          {available.map((release) => (
            <option key={release.version} value={release.version}>
              {release.version}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-percent`} label="Share of browsers (%)" error={errors.share}>
        <input {...controlProps(`${id}-percent`, errors.share)} className={styles.input} inputMode="numeric" value={share} onChange={(event) => setShare(event.target.value)} />
      </Field>
      <Field id={`${id}-rate`} label="Roll back by itself above failure rate (%, optional)" error={errors.rate}>
        <input {...controlProps(`${id}-rate`, errors.rate)} className={styles.input} inputMode="numeric" value={rate} onChange={(event) => setRate(event.target.value)} />
      </Field>
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary}>
          Start canary
        </button>
        <button type="button" className={styles.danger} onClick={() => ask({ action: 'rollback', remote, version: chosen })}>
          Make this version live
        </button>
      </div>
    </form>
  );
}
