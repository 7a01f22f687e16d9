import { useId } from 'react';
import { parseId } from '@servenear/shared/id';
import { Link, useLocation, useSearchParams } from '@servenear/shared/router';
import { useServiceDetails } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { QueryState } from '@servenear/shared/ui';
import { ServiceDetailsBody, serviceDetailsStates, serviceDetailsTexts as texts } from '../../components/service-details';
// Imported with the page, not lazily: see ServiceDetailsBody's PartnerWork.
import { PartnerWorkSection } from '../../components/service-details/PartnerWorkSection';
import styles from './ServiceDescriptionPage.module.css';

/** The service id the page was opened with: navigation state {serviceId} (as the app links it), else ?id= (a shared or reloaded address). */
function useServiceId(): number | null {
  const { state } = useLocation() as { state: unknown };
  const [query] = useSearchParams();
  const fromState = typeof state === 'object' && state !== null && 'serviceId' in state ? state.serviceId : undefined;
  if (typeof fromState === 'string') return parseId(fromState);
  return parseId(fromState) ?? parseId(query.get('id'));
}

/**
 * /description (a bookable service) and /enquiry-product-description (an enquiry-type one): the
 * service details overlay as a page of its own (customer §2), the same body, so Book Service, Add
 * to Cart and Enquiry Now do what they do there. The service's type decides its buttons.
 */
export default function ServiceDescriptionPage() {
  const serviceId = useServiceId();
  const { location } = useHost();
  const details = useServiceDetails(serviceId, location);
  const titleId = useId();

  // customer §8 'Enquiry': nothing to show without a service, or for one that does not exist.
  const empty = (
    <div className={styles.empty}>
      <h1 id={titleId} className={styles.emptyTitle}>
        {texts.noProduct}
      </h1>
      <Link to="/" className={styles.emptyLink}>
        {texts.browse}
      </Link>
    </div>
  );

  return (
    <div className={styles.page}>
      <QueryState
        query={details}
        align="centred"
        notFound={empty}
        {...serviceDetailsStates(titleId)}
      >
        {(service) => (
          <div className={styles.card}>
            <ServiceDetailsBody service={service} titleId={titleId} level={1} PartnerWork={PartnerWorkSection} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
