import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@servenear/shared/api';
import { dateLabel, indianDate } from '@servenear/shared/domain';
import { serverMessage } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { fill } from '@servenear/shared/i18n';
import { mediumState } from '@servenear/shared/media-states';
import type { MediaStatusWire } from '@servenear/shared/wire';
import { MediaStateTile } from '@servenear/shared/media-tile';
import { usePdJobStep, type PartnerPdJob, type PdJobStep } from '@servenear/shared/partner';
import { pdTexts } from './pdTexts';
import actions from '../../../components/actions/actions.module.css';
import styles from './Pd.module.css';

const dayOf = (timestamp: string) => dateLabel(indianDate(new Date(timestamp)));

/** The step a job is ready for: pick up once paid, deliver once picked up; none otherwise. */
function nextStep(stage: PartnerPdJob['stage']): PdJobStep | null {
  if (stage === 'paid') return 'picked_up';
  if (stage === 'picked_up') return 'delivered';
  return null;
}

/** A photo taken at a step, with its day; a tile in its place while it is processing or if it failed (issue 37). */
function StepPhoto({ src, caption, notReady }: { src: string; caption: string; notReady: MediaStatusWire | undefined }) {
  const state = mediumState(notReady, src);
  return (
    <figure className={styles.stepPhoto}>
      {state === 'ready' ? (
        <img src={src} alt={caption} width={320} height={240} loading="lazy" />
      ) : (
        <MediaStateTile state={state} texts={{ processing: pdTexts.photoProcessing, failed: pdTexts.photoFailed }} className={styles.stepTile} />
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/**
 * Issue 37: the mover marks the goods picked up, then delivered, each with a photo (the phone's
 * camera opens first). The server decides whether the step may be taken; its refusal is shown
 * under the form. Before payment the mover is told to wait.
 */
export function PdSteps({ job }: { job: PartnerPdJob }) {
  const host = useHost();
  const inputId = useId();
  const step = usePdJobStep();
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const next = nextStep(job.stage);
  const waiting = job.stage === 'requested' || job.stage === 'answered' || job.stage === 'quoted' || job.stage === 'accepted';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!next) return;
    if (!photo) {
      setError(pdTexts.photoMissing);
      return;
    }
    setError(null);
    try {
      await step.mutateAsync({ id: job.id, step: next, photo });
      setPhoto(null);
      host.notify('success', next === 'picked_up' ? pdTexts.pickUpSaved : pdTexts.allDone);
    } catch (failure) {
      setError((failure instanceof ApiError && failure.status !== 0 && serverMessage(failure)) || pdTexts.stepFailed);
    }
  }

  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{pdTexts.stepsTitle}</h3>
      {waiting ? <p className={styles.muted}>{pdTexts.waitForPayment}</p> : null}
      {job.pickupPhoto && job.pickedUpAt ? <StepPhoto src={job.pickupPhoto} caption={fill(pdTexts.pickedUpOn, { when: dayOf(job.pickedUpAt) })} notReady={job.notReady} /> : null}
      {job.deliveryPhoto && job.deliveredAt ? <StepPhoto src={job.deliveryPhoto} caption={fill(pdTexts.deliveredOn, { when: dayOf(job.deliveredAt) })} notReady={job.notReady} /> : null}
      {job.stage === 'delivered' ? <p className={styles.muted}>{pdTexts.allDone}</p> : null}
      {next ? (
        // Keyed by the step: the delivery's file field is a new one, not still holding the pick-up's photo.
        <form key={next} className={styles.stepForm} onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={inputId} className={styles.stepLabel}>
            {fill(pdTexts.photoLabel, { step: next === 'picked_up' ? pdTexts.atPickup : pdTexts.atDelivery })}
          </label>
          <input
            id={inputId}
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            aria-describedby={`${inputId}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
          <span id={`${inputId}-hint`} className={styles.muted}>
            {pdTexts.photoHint}
          </span>
          {error ? (
            <p role="alert" className={styles.stepError}>
              {error}
            </p>
          ) : null}
          <div className={actions.actions}>
            <button type="submit" className={actions.primary} disabled={step.isPending}>
              {step.isPending ? pdTexts.saving : next === 'picked_up' ? pdTexts.pickUp : pdTexts.deliver}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
