import type { BookingLine } from '@servenear/shared/booking-api';
import { fill } from '@servenear/shared/i18n';
import { historyTexts as texts } from '../texts';
import styles from './Line.module.css';

/** Once a partner is assigned the customer no longer cancels here: they see who is coming and can call them. */
export function PartnerContact({ partner }: { partner: NonNullable<BookingLine['partner']> }) {
  return (
    <p className={styles.partner}>
      <span>{fill(texts.yourPartner, { name: partner.name })}</span>
      {partner.mobile ? (
        <a className={styles.call} href={`tel:+91${partner.mobile}`}>
          {fill(texts.callPartner, { name: partner.name })}
        </a>
      ) : null}
    </p>
  );
}
