import type { ReactNode } from 'react';
import type { ServiceDetails } from '@servenear/shared/api';
import { aboutBullets, formatRupees } from '@servenear/shared/domain';
import { ServiceImage, Stars } from '@servenear/shared/ui';
import { singleBookingTexts as texts } from './texts';
import page from '../../ui/page.module.css';
import styles from './SingleBooking.module.css';

/** The service being booked: picture, name, rating, rates and, unless `compact`, its about text; `children` (a link) go before the note. */
export function ServiceSummaryCard({ service, compact = false, children }: { service: ServiceDetails; compact?: boolean; children?: ReactNode }) {
  const bullets = compact ? [] : aboutBullets(service.about);
  return (
    <section className={page.card} aria-label={service.name}>
      <div className={page.media}>
        <ServiceImage className={styles.serviceImage} src={service.imageUrl} alt={service.name} width={120} height={90} loading="lazy" />
        <div className={page.mediaBody}>
          <h2 className={styles.serviceName}>{service.name}</h2>
          <p className={styles.rating}>
            <Stars rating={service.averageRating} />
            <span>
              {service.totalReviews} {texts.reviews}
            </span>
          </p>
          {/* An enquiry-type service is quoted by ops: its stored rates mean nothing to the customer. */}
          {service.bookable ? (
            <p className={styles.rates}>
              {service.perDay !== null ? (
                <span>
                  <strong>{formatRupees(service.perDay)}</strong> {texts.perDay}
                </span>
              ) : null}
              {service.perHour !== null ? (
                <span>
                  <strong>{formatRupees(service.perHour)}</strong> {texts.perHour}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
      </div>
      {bullets.length > 0 ? (
        <div>
          <h3 className={styles.subTitle}>{texts.about}</h3>
          <ul className={styles.bullets}>
            {bullets.map((sentence, index) => (
              <li key={index}>{sentence}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
      <p className={styles.note}>{texts.extraHoursNote}</p>
    </section>
  );
}
