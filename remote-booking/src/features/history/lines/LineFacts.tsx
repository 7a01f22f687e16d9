import { dateLabel, durationLabel, formatRupees, timeLabel, workMethodLabels, type WorkMethod } from '@servenear/shared/domain';
import { historyTexts as texts } from '../texts';
import styles from './Line.module.css';

interface LineFactsProps {
  method: WorkMethod;
  duration: number;
  date: string;
  time: string;
  price: number;
}

/** The slot and price of one booked service, the same on every tab. */
export function LineFacts({ method, duration, date, time, price }: LineFactsProps) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{texts.method}</dt>
        <dd>
          {workMethodLabels[method]} · {durationLabel(method, duration)}
        </dd>
      </div>
      <div>
        <dt>{texts.date}</dt>
        <dd>{dateLabel(date)}</dd>
      </div>
      <div>
        <dt>{texts.time}</dt>
        <dd>{timeLabel(time)}</dd>
      </div>
      <div>
        <dt>{texts.price}</dt>
        <dd className={styles.price}>{formatRupees(price)}</dd>
      </div>
    </dl>
  );
}
