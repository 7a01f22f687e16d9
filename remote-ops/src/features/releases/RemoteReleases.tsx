import { useId } from 'react';
import type { OpsRemoteReleases } from '@servenear/shared/ops-api';
import { useMay } from '../../components/access/useMay';
import { AuditList } from './AuditList';
import { momentOf, windowWords } from './format';
import { ReleaseControls } from './ReleaseControls';
import { TotalsTable } from './TotalsTable';
import { VersionChart } from './VersionChart';
import styles from './Releases.module.css';

/** One remote: what is live, the canary with its share, each version's figures, the actions and the audit. */
export function RemoteReleases({ state, minutes, bucketMinutes }: { state: OpsRemoteReleases; minutes: number; bucketMinutes: number }) {
  const headingId = useId();
  const may = useMay();
  const { remote, live, canary, figures } = state;
  const window = windowWords(minutes);
  const maxLoads = Math.max(0, ...figures.flatMap((version) => version.buckets.map((bucket) => bucket.loads)));

  return (
    <section className={styles.remote} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.remoteName}>
        {remote}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Live</dt>
          <dd>
            {live ? (
              <>
                <span className={styles.version}>{live.version}</span>
                <span className={styles.muted}>
                  {' '}
                  since {momentOf(live.published_at)}
                  {live.git_commit ? `, commit ${live.git_commit.slice(0, 10)}` : ''}
                </span>
              </>
            ) : (
              (state.live_url ?? 'Nothing')
            )}
          </dd>
        </div>
        <div>
          <dt>Canary</dt>
          <dd>
            {canary ? (
              <>
                <span className={styles.version}>{canary.version}</span> for <strong>{canary.percent} %</strong> of browsers
                <span className={styles.muted}>
                  {' '}
                  since {momentOf(canary.started_at)}
                  {canary.auto_rollback ? `; ends by itself above ${Math.round(canary.auto_rollback.failure_rate * 1000) / 10} % failures of ${canary.auto_rollback.min_browsers} browsers` : ''}
                </span>
              </>
            ) : (
              'None'
            )}
          </dd>
        </div>
      </dl>

      <h3 className={styles.subheading}>Figures over {window}</h3>
      <div className={styles.charts}>
        {figures.map((version) => (
          <VersionChart key={version.version} figures={version} remote={remote} maxLoads={maxLoads} window={window} bucketMinutes={bucketMinutes} />
        ))}
      </div>
      <TotalsTable figures={figures} caption={`${remote}: totals per version over ${window}`} />

      {may('releases.manage') ? (
        <>
          <h3 className={styles.subheading}>Change what browsers get</h3>
          <ReleaseControls state={state} />
        </>
      ) : null}

      <h3 className={styles.subheading}>Release audit</h3>
      <AuditList entries={state.audit} />
    </section>
  );
}
