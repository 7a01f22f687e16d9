import { useId } from 'react';
import { useServiceDetails, type ServiceDetails } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { Dialog } from '@servenear/shared/dialog';
import { QueryState } from '@servenear/shared/ui';
import { ServiceDetailsBody } from './ServiceDetailsBody';
import { serviceDetailsStates } from './serviceDetailsStates';
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
        // An unknown service, or no id in the address.
        notFound={
          <p id={titleId} role="alert" className={styles.state}>
            {texts.failed}
          </p>
        }
        {...serviceDetailsStates(titleId)}
      >
        {(service) => <ServiceDetailsBody service={service} titleId={titleId} />}
      </QueryState>
    </Dialog>
  );
}
