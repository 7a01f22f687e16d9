import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServiceDetails, type ServiceDetails } from '@servenear/shared/api';
import { aboutBullets, formatRupees } from '@servenear/shared/domain';
import { useHost } from '@servenear/shared/host';
import { Dialog } from '@servenear/shared/dialog';
import { QueryState, RetryButton, Stars } from '@servenear/shared/ui';
import { ImageGroups } from './ImageGroups';
import { RatingHistogram } from './RatingHistogram';
import { ReviewList } from './ReviewList';
import { serviceDetailsTexts as texts } from './texts';
import { useAddToCart } from './useAddToCart';
import styles from './ServiceDetails.module.css';

/** The public page of one service, the address the share links send. */
function serviceUrl(id: number): string {
  return `${window.location.origin}/service-popup?id=${id}`;
}

function Actions({ service }: { service: ServiceDetails }) {
  const navigate = useNavigate();
  const { addToCart, adding } = useAddToCart();
  const state = { serviceId: service.id };

  if (!service.bookable) {
    return (
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => navigate('/enquiry-service-booking', { state })}>
          {texts.enquiryNow}
        </button>
      </div>
    );
  }
  return (
    <>
      <dl className={styles.prices}>
        <div>
          <dt>{texts.perDay}</dt>
          <dd>{formatRupees(service.perDay)}</dd>
        </div>
        <div>
          <dt>{texts.perHour}</dt>
          <dd>{formatRupees(service.perHour)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => navigate('/service-book', { state })}>
          {texts.bookService}
        </button>
        <button type="button" className={styles.secondary} disabled={adding} onClick={() => void addToCart(service.id)}>
          {texts.addToCart}
        </button>
      </div>
    </>
  );
}

function Details({ service, titleId }: { service: ServiceDetails; titleId: string }) {
  const bullets = aboutBullets(service.about);
  const shareText = encodeURIComponent(`${service.name} ${serviceUrl(service.id)}`);
  return (
    <div className={styles.details}>
      <div className={styles.top}>
        <ImageGroups urls={service.mediaUrls.length > 0 ? service.mediaUrls : service.imageUrl ? [service.imageUrl] : []} name={service.name} />
        <div className={styles.summary}>
          <h2 id={titleId} className={styles.name}>
            {service.name}
          </h2>
          <p className={styles.rating}>
            <Stars rating={service.averageRating} />
            <span>
              {service.totalReviews} {texts.reviews}
            </span>
          </p>
          <Actions service={service} />
          <p className={styles.note}>{texts.extraHoursNote}</p>
        </div>
      </div>

      <section aria-labelledby={`${titleId}-about`}>
        <h3 id={`${titleId}-about`}>{texts.aboutTitle}</h3>
        <ul className={styles.bullets}>
          {bullets.map((sentence, index) => (
            <li key={index}>{sentence}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${titleId}-overview`}>
        <h3 id={`${titleId}-overview`}>{texts.overviewTitle}</h3>
        <ul className={styles.trust}>
          {texts.trustPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${titleId}-note`} className={styles.pleaseNote}>
        <h3 id={`${titleId}-note`}>{texts.pleaseNoteTitle}</h3>
        <ul>
          {texts.pleaseNote.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${titleId}-share`}>
        <h3 id={`${titleId}-share`}>{texts.shareTitle}</h3>
        <p className={styles.share}>
          <a href={`https://wa.me/?text=${shareText}`} target="_blank" rel="noopener noreferrer">
            {texts.shareWhatsApp}
          </a>
          <a
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(serviceUrl(service.id))}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {texts.shareFacebook}
          </a>
        </p>
      </section>

      <section aria-labelledby={`${titleId}-ratings`}>
        <h3 id={`${titleId}-ratings`}>{texts.ratingsTitle}</h3>
        <RatingHistogram counts={service.ratingCounts} total={service.totalReviews} />
      </section>

      <section aria-labelledby={`${titleId}-reviews`}>
        <h3 id={`${titleId}-reviews`}>{texts.reviewsTitle}</h3>
        <ReviewList reviews={service.reviews} />
      </section>
    </div>
  );
}

interface ServiceDetailsDialogProps {
  serviceId: number | null;
  /** Gets the loaded service, or null when it never loaded. */
  onClose(service: ServiceDetails | null): void;
}

/** customer §2 'Service description overlay'. */
export function ServiceDetailsDialog({ serviceId, onClose }: ServiceDetailsDialogProps) {
  const { location } = useHost();
  const details = useServiceDetails(serviceId, location);
  const titleId = useId();

  return (
    <Dialog labelledBy={titleId} closeLabel={texts.close} onClose={() => onClose(details.data ?? null)}>
      <QueryState
        query={details}
        loading={
          <p id={titleId} role="status" className={styles.state}>
            {texts.loading}
          </p>
        }
        // An unknown service, or no id in the address.
        notFound={
          <p id={titleId} role="alert" className={styles.state}>
            {texts.failed}
          </p>
        }
        // The failure names the dialog too, with a Retry under it.
        failure={(retry) => (
          <div className={styles.state}>
            <p id={titleId} role="alert">
              {texts.failed}
            </p>
            <RetryButton onRetry={retry} />
          </div>
        )}
      >
        {(service) => <Details service={service} titleId={titleId} />}
      </QueryState>
    </Dialog>
  );
}
