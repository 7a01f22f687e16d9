import { useId } from 'react';
import type { BookingLine } from '@servenear/shared/api';
import { dateLabel, durationLabel, formatRupees, timeLabel, workMethodLabels } from '@servenear/shared/domain';
import { ServiceImage } from '../cart';
import { summaryTexts as texts } from './texts';
import styles from './PickerBookingPage.module.css';

/** The booked services of a booking: what, how long, when, and for how much. */
export function BookedServices({ lines }: { lines: BookingLine[] }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {texts.bookedServices}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <ServiceImage className={styles.lineImage} src={line.imageUrl} alt={line.serviceName} width={72} height={54} />
            <div className={styles.lineInfo}>
              <h3 className={styles.lineName}>{line.serviceName}</h3>
              <p className={styles.lineFacts}>
                {workMethodLabels[line.method]} · {durationLabel(line.method, line.duration)}
              </p>
              <p className={styles.lineFacts}>
                <time dateTime={line.date}>{dateLabel(line.date)}</time> · {timeLabel(line.time)}
              </p>
            </div>
            <p className={styles.linePrice}>{formatRupees(line.price)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
