import { useState } from 'react';
import { Link, useNavigate } from '@servenear/shared/router';
import { useLeaveEndedSession } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { useRefetchWhileProcessing } from '@servenear/shared/media-states';
import { useDeletePartnerService, useOwnServices, type PartnerService } from '@servenear/shared/partner';
import { serviceFormMessages } from '@servenear/shared/partner-texts';
import { QueryState } from '@servenear/shared/ui';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { ConfirmDialog } from '../../components/actions/ConfirmDialog';
import { ServiceCardList } from './ServiceCardList';
import { serviceTexts } from './texts';
import actions from '../../components/actions/actions.module.css';
import styles from './Services.module.css';

/**
 * '/employee-service-edit' (partner §2 'Employee service list'): the partner's catalogue offers and,
 * from the second list, their "other" and added services, each card with Edit and Delete.
 */
export default function ServiceListPage() {
  const { notify } = useHost();
  const navigate = useNavigate();
  const leaveEndedSession = useLeaveEndedSession();
  const query = useOwnServices();
  // Issue 37: while a photo or video is processing, the list asks again by itself.
  useRefetchWhileProcessing(query, (lists) => [...lists.services, ...lists.otherServices].some((service) => service.notReady?.some((medium) => medium.status === 'processing')));
  const remove = useDeletePartnerService();
  const [deleting, setDeleting] = useState<PartnerService | null>(null);

  const edit = (service: PartnerService) => navigate(service.isOther ? '/ServiceEdit/other' : '/ServiceEdit', { state: { cardId: service.actionId } });

  async function confirmDelete(service: PartnerService) {
    try {
      await remove.mutateAsync({ actionId: service.actionId, isOther: service.isOther });
      notify('success', serviceFormMessages.deleted);
    } catch (error) {
      if (!leaveEndedSession(error)) notify('error', serviceFormMessages.deleteFailed);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <PartnerLayout title={serviceTexts.listTitle}>
      <div className={styles.listPage}>
        <QueryState
          query={query}
          isEmpty={(lists) => lists.services.length === 0 && lists.otherServices.length === 0}
          empty={
            <div className={styles.emptyState}>
              <p>{serviceTexts.empty}</p>
              <Link className={actions.primary} to="/service-upload">
                {serviceTexts.uploadLink}
              </Link>
            </div>
          }
        >
          {(lists) => (
            <>
              {lists.services.length > 0 ? <ServiceCardList id="services-catalogue" heading={serviceTexts.catalogueHeading} services={lists.services} onEdit={edit} onDelete={setDeleting} /> : null}
              {lists.otherServices.length > 0 ? <ServiceCardList id="services-other" heading={serviceTexts.otherHeading} services={lists.otherServices} onEdit={edit} onDelete={setDeleting} /> : null}
            </>
          )}
        </QueryState>
      </div>
      {deleting ? (
        <ConfirmDialog
          question={serviceFormMessages.deleteConfirm}
          confirm={serviceTexts.deleteYes}
          tone="danger"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </PartnerLayout>
  );
}
