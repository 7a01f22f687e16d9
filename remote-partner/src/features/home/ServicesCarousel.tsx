import { Link } from '@servenear/shared/router';
import { useOwnServices, type PartnerService } from '@servenear/shared/partner';
import { QueryState, ServiceImage } from '@servenear/shared/ui';
import { HomeCarousel } from './HomeCarousel';
import { CardSkeletons, HomeSection } from './HomeSection';
import { homeTexts } from './texts';
import styles from './Home.module.css';

/** The employee type in words, read as the card draws. */
const employeeTypeText = (type: NonNullable<PartnerService['employeeType']>) => (type === 'part_time' ? homeTexts.partTime : homeTexts.fullTime);
/** The thumbnail's size on the card: the smallest photo of each srcset fits it. */
const THUMB = 88;

function Thumbnail({ service }: { service: PartnerService }) {
  // While any of the service's media is processing or failed, the catalogue's picture: never a
  // photo still being made (the request would wait) or one that failed (a broken picture).
  const settled = !service.notReady?.length;
  const sources = settled ? service.imageSources[0] : undefined;
  const jpeg = settled ? (service.imageUrls[0] ?? null) : null;
  if (sources && jpeg) {
    return (
      <picture>
        <source type="image/webp" srcSet={sources.webp} sizes={`${THUMB}px`} />
        <img className={styles.thumb} src={jpeg} srcSet={sources.jpeg} sizes={`${THUMB}px`} alt="" width={THUMB} height={THUMB} loading="lazy" decoding="async" />
      </picture>
    );
  }
  return <ServiceImage className={styles.thumb} src={jpeg} alt="" width={THUMB} height={THUMB} loading="lazy" />;
}

function ApprovalBadge({ service }: { service: PartnerService }) {
  if (service.approval === 'pending') return <span className={`${styles.badge} ${styles.toneWaiting}`}>{homeTexts.waitingForApproval}</span>;
  if (service.approval === 'rejected') {
    return (
      <span className={`${styles.badge} ${styles.toneIssue}`} title={service.rejectionReason ?? undefined}>
        {homeTexts.rejected}
      </span>
    );
  }
  return null;
}

function ServiceCard({ service }: { service: PartnerService }) {
  return (
    <article className={`${styles.card} ${styles.serviceCard}`} aria-label={service.name}>
      <Thumbnail service={service} />
      <div className={styles.serviceText}>
        <h3 className={styles.cardName}>{service.name}</h3>
        <p className={styles.meta}>
          {service.categoryName} › {service.subcategoryName}
        </p>
        <p className={styles.meta}>
          {service.isOther ? homeTexts.otherService : null}
          {service.isOther && service.employeeType ? ' · ' : null}
          {service.employeeType ? employeeTypeText(service.employeeType) : null}
        </p>
        <ApprovalBadge service={service} />
      </div>
    </article>
  );
}

const noServices = ({ services, otherServices }: { services: PartnerService[]; otherServices: PartnerService[] }) => services.length + otherServices.length === 0;

/** partner §2 'Service carousel': the partner's offers of catalogue services, then their own ("other" and added) ones. */
export function ServicesCarousel() {
  const query = useOwnServices();
  return (
    <HomeSection heading={homeTexts.servicesHeading} seeAllTo="/employee-service-edit" seeAllWhat={homeTexts.seeAllServices}>
      <QueryState
        query={query}
        loading={<CardSkeletons label={homeTexts.servicesLoading} />}
        isEmpty={noServices}
        empty={
          <p className={styles.empty}>
            {homeTexts.servicesEmpty} <Link to="/service-upload">{homeTexts.uploadService}</Link>
          </p>
        }
      >
        {({ services, otherServices }) => (
          <HomeCarousel
            label={homeTexts.servicesCarousel}
            slides={[...services, ...otherServices].map((service) => ({
              key: `${service.isOther ? 'other' : 'catalogue'}-${service.actionId}`,
              content: <ServiceCard service={service} />,
            }))}
          />
        )}
      </QueryState>
    </HomeSection>
  );
}
