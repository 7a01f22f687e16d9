import type { MoveStage, PdEnquiry } from '@servenear/shared/enquiries';
import { fill } from '@servenear/shared/i18n';
import { dayOf } from '../dates';
import { enquiryTexts } from '../texts';
import cardStyles from '../cards/Card.module.css';
import styles from './Moves.module.css';

const texts = enquiryTexts.pd;

/** The stages a quoted move goes through, in order (issue 37; the server decides the stage). */
const steps = ['quoted', 'accepted', 'paid', 'picked_up', 'delivered'] as const;

/** How far along a stage is; -1 before a quote (nothing to show yet). */
const positionOf = (stage: MoveStage) => (steps as readonly string[]).indexOf(stage);

/** A photo the mover took at a step, with its time; a plain image, as the customer only checks it. */
function StepPhoto({ src, label, at }: { src: string | null; label: string; at: string | null }) {
  if (!src || !at) return null;
  return (
    <figure className={styles.stepPhoto}>
      <img src={src} alt={label} width={320} height={240} loading="lazy" />
      <figcaption>{fill(texts.stepAt, { label, when: dayOf(at) })}</figcaption>
    </figure>
  );
}

/**
 * Where a quoted move stands: a row of steps, the ones done ticked and the current one marked
 * (aria-current), then the mover's photos at pick-up and delivery. Nothing before a quote.
 */
export function MoveProgress({ enquiry }: { enquiry: PdEnquiry }) {
  const at = positionOf(enquiry.stage);
  if (at < 0) return null;
  return (
    <section className={styles.progress} aria-labelledby={`move-progress-${enquiry.id}`}>
      <h3 id={`move-progress-${enquiry.id}`} className={cardStyles.sectionTitle}>
        {texts.progressTitle}
      </h3>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step} className={index <= at ? styles.done : styles.todo} aria-current={index === at ? 'step' : undefined}>
            {texts.stages[step]}
          </li>
        ))}
      </ol>
      {enquiry.pickupPhoto || enquiry.deliveryPhoto ? (
        <div className={styles.stepPhotos}>
          <StepPhoto src={enquiry.pickupPhoto} label={texts.pickupPhoto} at={enquiry.pickedUpAt} />
          <StepPhoto src={enquiry.deliveryPhoto} label={texts.deliveryPhoto} at={enquiry.deliveredAt} />
        </div>
      ) : null}
    </section>
  );
}
