import type { ReactNode } from 'react';
import { dateLabel, timeLabel } from '@servenear/shared/domain';
import type { PartnerLineCard } from '@servenear/shared/partner';
import { fill } from '@servenear/shared/i18n';
import { ServiceImage, Stars } from '@servenear/shared/ui';
import { bookingTexts } from './bookingTexts';
import styles from './Bookings.module.css';

/** What every booking card starts with: the picture, the name, the rating, the work and when. */
export type CardService = Omit<PartnerLineCard, 'lineId' | 'description'>;

/** '8 hours', '1 day'. */
export function durationText(duration: number, method: string): string {
  return fill(method === 'day' ? bookingTexts.days : bookingTexts.hours, { count: duration });
}

export function CardHead({ service, badge }: { service: CardService; badge?: ReactNode }) {
  return (
    <div className={styles.head}>
      <ServiceImage src={service.imageUrl} alt="" className={styles.image} width={72} height={72} loading="lazy" />
      <div className={styles.heading}>
        <h2 className={styles.name}>{service.serviceName}</h2>
        <p className={styles.rating}>
          <Stars rating={Math.round(service.rating ?? 0)} />
          <span>{fill(bookingTexts.reviews, { count: service.reviewCount })}</span>
        </p>
      </div>
      {badge}
    </div>
  );
}

export function serviceRows(service: CardService): Array<[string, ReactNode]> {
  const texts = bookingTexts.facts;
  return [
    [texts.serviceMethod, service.workMethod === 'day' ? texts.perDay : texts.perHour],
    [texts.duration, durationText(service.duration, service.workMethod)],
    [texts.date, dateLabel(service.serviceDate)],
    [texts.time, timeLabel(service.serviceTime)],
  ];
}
