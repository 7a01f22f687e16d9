import type { ReactNode } from 'react';
import { dateLabel, timeLabel } from '@servenear/shared/domain';
import type { PartnerLineCard } from '@servenear/shared/partner';
import { ServiceImage, Stars } from '@servenear/shared/ui';
import styles from './Bookings.module.css';

/** What every booking card starts with: the picture, the name, the rating, the work and when. */
export type CardService = Omit<PartnerLineCard, 'lineId' | 'description'>;

/** '8 hours', '1 day'. */
export function durationText(duration: number, method: string): string {
  const unit = method === 'day' ? 'day' : 'hour';
  return `${duration} ${unit}${duration === 1 ? '' : 's'}`;
}

export function CardHead({ service, badge }: { service: CardService; badge?: ReactNode }) {
  return (
    <div className={styles.head}>
      <ServiceImage src={service.imageUrl} alt="" className={styles.image} width={72} height={72} loading="lazy" />
      <div className={styles.heading}>
        <h2 className={styles.name}>{service.serviceName}</h2>
        <p className={styles.rating}>
          <Stars rating={Math.round(service.rating ?? 0)} />
          <span>
            {service.reviewCount} review{service.reviewCount === 1 ? '' : 's'}
          </span>
        </p>
      </div>
      {badge}
    </div>
  );
}

export function serviceRows(service: CardService): Array<[string, ReactNode]> {
  return [
    ['Service Method', service.workMethod === 'day' ? 'Per day' : 'Per hour'],
    ['Working Duration', durationText(service.duration, service.workMethod)],
    ['Preferred Date', dateLabel(service.serviceDate)],
    ['Preferred Time', timeLabel(service.serviceTime)],
  ];
}
