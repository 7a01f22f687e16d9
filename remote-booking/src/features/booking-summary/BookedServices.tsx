import type { BookingLine } from '@servenear/shared/booking-api';
import { dateLabel, durationLabel, formatRupees, timeLabel, workMethodLabels } from '@servenear/shared/domain';
import { ServiceImage } from '@servenear/shared/ui';
import { Card } from '../../ui/Card';
import { summaryTexts as texts } from './texts';
import page from '../../ui/page.module.css';
import styles from './PickerBookingPage.module.css';

/** The booked services of a booking: what, how long, when, and for how much. */
export function BookedServices({ lines }: { lines: BookingLine[] }) {
  return (
    <Card title={texts.bookedServices}>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <ServiceImage className={styles.lineImage} src={line.imageUrl} alt={line.serviceName} width={72} height={54} loading="lazy" />
            <div className={styles.lineInfo}>
              <h3 className={styles.lineName}>{line.serviceName}</h3>
              <p className={page.fine}>
                {workMethodLabels[line.method]} · {durationLabel(line.method, line.duration)}
              </p>
              <p className={page.fine}>
                <time dateTime={line.date}>{dateLabel(line.date)}</time> · {timeLabel(line.time)}
              </p>
            </div>
            <p className={styles.linePrice}>{formatRupees(line.price)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
