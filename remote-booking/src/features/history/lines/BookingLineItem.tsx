import type { BookingLine } from '@servenear/shared/booking-api';
import { PartnerCard } from '@servenear/shared/partner-card';
import { ServiceImage } from '@servenear/shared/ui';
import { historyTexts as texts } from '../texts';
import { LineFacts } from './LineFacts';
import { LineStatus } from './LineStatus';
import { PartnerContact } from './PartnerContact';
import { StartCode } from './StartCode';
import { RescheduleAction } from '../reschedule/RescheduleAction';
import { DisputeNote } from './DisputeNote';
import styles from './Line.module.css';

/** One booked service of an open booking: what, when, how much, and where it stands. */
export function BookingLineItem({ line }: { line: BookingLine }) {
  return (
    <li className={styles.line}>
      <ServiceImage className={styles.image} src={line.imageUrl} alt={line.serviceName} width={96} height={96} loading="lazy" />
      <div className={styles.content}>
        <h4 className={styles.name}>{line.serviceName}</h4>
        <LineFacts method={line.method} duration={line.duration} date={line.date} time={line.time} price={line.price} />
        {line.partnerCard ? (
          <PartnerCard partner={line.partnerCard} title={texts.yourPartnerTitle} level={5} />
        ) : line.partner ? (
          <PartnerContact partner={line.partner} />
        ) : null}
        {line.startCode ? <StartCode code={line.startCode} /> : null}
        {line.dispute ? <DisputeNote dispute={line.dispute} /> : null}
        <div className={styles.status}>
          <LineStatus line={line} />
          <RescheduleAction line={line} />
        </div>
      </div>
    </li>
  );
}
