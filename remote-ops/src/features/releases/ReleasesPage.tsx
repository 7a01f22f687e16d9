import { useId } from 'react';
import { useSearchParams } from '@servenear/shared/router';
import { useOpsReleases } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { windows } from './format';
import { RemoteReleases } from './RemoteReleases';
import styles from './Releases.module.css';

/** ?minutes= as the panel reads it: one of the windows, the last hour when absent or unknown. */
const minutesFrom = (value: string | null): number => windows.find((window) => String(window.minutes) === value)?.minutes ?? 60;

/**
 * '/ops/releases': every remote with releases, its live version and canary, each version's loads
 * and failure rate over the window, and the release audit; the same registry the remotes CLI
 * changes. Asked again every 20 s while the tab is visible, so a canary's figures move on their own.
 */
export default function ReleasesPage() {
  const [params, setParams] = useSearchParams();
  const minutes = minutesFrom(params.get('minutes'));
  const releases = useOpsReleases(minutes);
  const windowId = useId();

  return (
    <>
      <div className={styles.top}>
        <h1 className={styles.title}>Releases</h1>
        <div className={styles.filter}>
          <label htmlFor={windowId}>Figures of</label>
          <select
            id={windowId}
            className={styles.input}
            value={minutes}
            onChange={(event) => setParams(event.target.value === '60' ? {} : { minutes: event.target.value }, { replace: true })}
          >
            {windows.map((window) => (
              <option key={window.minutes} value={window.minutes}>
                {window.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <OpsQueryState query={releases} empty={<p className={styles.muted}>No remote has been released yet.</p>} isEmpty={(overview) => overview.remotes.length === 0}>
        {(overview) => (
          <div className={styles.remotes}>
            {overview.remotes.map((state) => (
              <RemoteReleases key={state.remote} state={state} minutes={minutes} bucketMinutes={overview.bucket_minutes} />
            ))}
          </div>
        )}
      </OpsQueryState>
    </>
  );
}
