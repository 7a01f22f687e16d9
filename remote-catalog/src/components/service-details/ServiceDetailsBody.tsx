import { Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { useNavigate } from '@servenear/shared/router';
import type { ServiceDetails } from '@servenear/shared/api';
import { aboutBullets, formatRupees } from '@servenear/shared/domain';
import { lazyWithTexts } from '@servenear/shared/i18n';
import { Stars } from '@servenear/shared/ui';
import { ImageGroups } from './ImageGroups';
import type { PartnerWorkSectionProps } from './PartnerWorkSection';
import { RatingHistogram } from './RatingHistogram';
import { ReviewList } from './ReviewList';
import { serviceDetailsTexts as texts } from './texts';
import { useAddToCart } from './useAddToCart';
import styles from './ServiceDetails.module.css';

const noChange = () => () => undefined;

/**
 * Issue 37: the near partners' photos and videos, with their cards. Loaded only when the server
 * sent some: the gallery and the card are areas of their own, and the list and home pages, which
 * open these details in a dialog, are at their first-visit budgets without them.
 */
const LazyPartnerWorkSection = lazyWithTexts<PartnerWorkSectionProps>(() => import('./PartnerWorkSection').then((module) => ({ default: module.PartnerWorkSection })));

/**
 * The site's origin for the share links. A server render has no window: it draws the links with
 * the path alone and the browser completes them right after hydrating, from the same server
 * snapshot first, so the two HTMLs agree (useSyncExternalStore's rule).
 */
function useSiteOrigin(): string {
  return useSyncExternalStore(
    noChange,
    () => window.location.origin,
    () => '',
  );
}

function Actions({ service, sample }: { service: ServiceDetails; sample: boolean }) {
  const navigate = useNavigate();
  const { addToCart, adding } = useAddToCart();
  const state = { serviceId: service.id };
  // A sample (the /component demo) is no service of ours: its buttons show, but lead nowhere.
  const disabled = sample ? true : undefined;

  if (!service.bookable) {
    return (
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={disabled} onClick={() => navigate('/enquiry-service-booking', { state })}>
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
        <button type="button" className={styles.primary} disabled={disabled} onClick={() => navigate('/service-book', { state })}>
          {texts.bookService}
        </button>
        <button type="button" className={styles.secondary} disabled={adding || sample} onClick={() => void addToCart(service.id)}>
          {texts.addToCart}
        </button>
      </div>
    </>
  );
}

export interface ServiceDetailsBodyProps {
  service: ServiceDetails;
  /** id of the service's name, which names the dialog or the page. */
  titleId: string;
  /** 2 inside the overlay (the page has its own h1 behind it), 1 on a page of its own. */
  level?: 1 | 2;
  /** The /component demo: sample data, no link of its buttons goes anywhere. */
  sample?: boolean;
  /**
   * The near partners' work, given by a page that imports it with itself. A page the server drew
   * must: the live page replaces the server's picture in one transition, but a lazy section is a
   * new Suspense boundary, which shows its empty fallback at once, so the section vanished for
   * about 300 ms until its chunk came. The dialog, drawn in the browser only, loads it lazily.
   */
  PartnerWork?: ComponentType<PartnerWorkSectionProps>;
}

/**
 * customer §2 'Service description overlay': everything the overlay shows of a loaded service.
 * One body for the overlay, the full-page forms (/description, /enquiry-product-description) and
 * the static demo (/component), so they cannot drift apart.
 */
export function ServiceDetailsBody({ service, titleId, level = 2, sample = false, PartnerWork }: ServiceDetailsBodyProps) {
  const Name = level === 1 ? 'h1' : 'h2';
  const Heading = level === 1 ? 'h2' : 'h3';
  const bullets = aboutBullets(service.about);
  // The demo shares its own address: its sample has no page of its own. Otherwise the public
  // page of the service, the address the share links send.
  const origin = useSiteOrigin();
  const address = sample ? `${origin}/component` : `${origin}/service-popup?id=${service.id}`;
  const shareText = encodeURIComponent(`${service.name} ${address}`);
  return (
    <div className={styles.details}>
      <div className={styles.top}>
        <ImageGroups urls={service.mediaUrls.length > 0 ? service.mediaUrls : service.imageUrl ? [service.imageUrl] : []} name={service.name} />
        <div className={styles.summary}>
          <Name id={titleId} className={styles.name}>
            {service.name}
          </Name>
          <p className={styles.rating}>
            <Stars rating={service.averageRating} />
            <span>
              {service.totalReviews} {texts.reviews}
            </span>
          </p>
          <Actions service={service} sample={sample} />
          <p className={styles.note}>{texts.extraHoursNote}</p>
          {sample ? <p className={styles.note}>{texts.sampleNote}</p> : null}
        </div>
      </div>

      {service.partnerWork.length === 0 ? null : PartnerWork ? (
        <PartnerWork serviceName={service.name} work={service.partnerWork} headingId={`${titleId}-partners`} Heading={Heading} />
      ) : (
        <Suspense fallback={null}>
          <LazyPartnerWorkSection serviceName={service.name} work={service.partnerWork} headingId={`${titleId}-partners`} Heading={Heading} />
        </Suspense>
      )}

      <section aria-labelledby={`${titleId}-about`}>
        <Heading id={`${titleId}-about`} className={styles.sectionTitle}>{texts.aboutTitle}</Heading>
        <ul className={styles.bullets}>
          {bullets.map((sentence, index) => (
            <li key={index}>{sentence}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${titleId}-overview`}>
        <Heading id={`${titleId}-overview`} className={styles.sectionTitle}>{texts.overviewTitle}</Heading>
        <ul className={styles.trust}>
          {Object.values(texts.trustPoints).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${titleId}-note`} className={styles.pleaseNote}>
        <Heading id={`${titleId}-note`} className={styles.sectionTitle}>{texts.pleaseNoteTitle}</Heading>
        <ul>
          {Object.values(texts.pleaseNote).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${titleId}-share`}>
        <Heading id={`${titleId}-share`} className={styles.sectionTitle}>{texts.shareTitle}</Heading>
        <p className={styles.share}>
          <a href={`https://wa.me/?text=${shareText}`} target="_blank" rel="noopener noreferrer">
            {texts.shareWhatsApp}
          </a>
          <a
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {texts.shareFacebook}
          </a>
        </p>
      </section>

      <section aria-labelledby={`${titleId}-ratings`}>
        <Heading id={`${titleId}-ratings`} className={styles.sectionTitle}>{texts.ratingsTitle}</Heading>
        <RatingHistogram counts={service.ratingCounts} total={service.totalReviews} />
      </section>

      <section aria-labelledby={`${titleId}-reviews`}>
        <Heading id={`${titleId}-reviews`} className={styles.sectionTitle}>{texts.reviewsTitle}</Heading>
        <ReviewList reviews={service.reviews} />
      </section>
    </div>
  );
}
