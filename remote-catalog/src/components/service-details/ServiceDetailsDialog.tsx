import { useId } from 'react';
import { useServiceDetails, type ServiceDetails } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { Dialog } from '@servenear/shared/dialog';
import { QueryState, RetryButton } from '@servenear/shared/ui';
import { ServiceDetailsBody } from './ServiceDetailsBody';
import { serviceDetailsTexts as texts } from './texts';
import styles from './ServiceDetails.module.css';

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
        {(service) => <ServiceDetailsBody service={service} titleId={titleId} />}
      </QueryState>
    </Dialog>
  );
}
