import type { CancelledLine } from '@servenear/shared/booking-api';
import { cancelledByLabel, dateLabel, formatRupees, indianDate } from '@servenear/shared/domain';
import { fill } from '@servenear/shared/i18n';
import { ServiceImage, Stars } from '@servenear/shared/ui';
import { LineFacts } from './LineFacts';
import { cancelledTexts as texts } from '../texts';
import styles from './Line.module.css';

/** customer §3 'Cancelled booking' detail: the service, who cancelled it, when, and any refund. */
export function CancelledLineItem({ line }: { line: CancelledLine }) {
  return (
    <li className={styles.line}>
      <ServiceImage className={styles.image} src={line.imageUrl} alt={line.serviceName} width={96} height={96} loading="lazy" />
      <div className={styles.content}>
        <h4 className={styles.name}>{line.serviceName}</h4>
        <p className={styles.rating}>
          <Stars rating={line.averageRating} />
        </p>
        <LineFacts method={line.method} duration={line.duration} date={line.date} time={line.time} price={line.price} />
        <p className={styles.cancelNote}>
          <strong>{fill(texts.cancelledBy, { who: cancelledByLabel(line.cancelledBy) })}</strong>
          {line.cancelDate ? ` · ${texts.cancelledOn} ${dateLabel(line.cancelDate.slice(0, 10))}` : null}
        </p>
        {line.refundAmount > 0 ? (
          // Issue 38: "Refund of ₹X initiated" while the provider pays it back, then the day it did.
          <p className={styles.cancelNote}>
            {line.refundStatus === 'initiated' ? texts.refundOf : texts.refund} <strong className={styles.refund}>{formatRupees(line.refundAmount)}</strong>
            {line.refundStatus === 'initiated' ? ` ${texts.initiated}` : null}
            {line.refundStatus === 'refunded' && line.refundedAt ? (
              <span className={styles.refundState}> · {fill(texts.refundedOn, { day: dateLabel(indianDate(new Date(line.refundedAt))) })}</span>
            ) : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}
