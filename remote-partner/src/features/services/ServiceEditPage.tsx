import { parseId } from '@servenear/shared/id';
import { Navigate, useLocation, useNavigate } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { useEditPartnerService, usePartnerServiceValues } from '@servenear/shared/partner';
import { OTHER_SERVICE, serviceFormMessages } from '@servenear/shared/partner-texts';
import { QueryState } from '@servenear/shared/ui';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { ServiceForm } from './ServiceForm';
import { editDefaults, toServiceUpload } from './serviceForm';
import { serviceTexts } from './texts';
import styles from './Services.module.css';
import { mediumState } from '@servenear/shared/media-states';

/** The card's action id, as the list hands it over in the navigation state (partner §2: state cardId). */
function cardIdOf(state: unknown): number | null {
  return typeof state === 'object' && state !== null && 'cardId' in state ? parseId(state.cardId) : null;
}

/**
 * '/ServiceEdit', '/service-edit' and '/ServiceEdit/other' (partner §2 'Service edit'): the stored
 * values of one offer in the upload form, resubmitted with its action_id and service_id. Opened
 * without a cardId it shows /error (partner §2).
 */
export default function ServiceEditPage() {
  const location = useLocation();
  const cardId = cardIdOf(location.state);
  if (cardId === null) return <Navigate to="/error" replace />;
  return <ServiceEdit actionId={cardId} isOther={location.pathname.toLowerCase() === '/serviceedit/other'} />;
}

function ServiceEdit({ actionId, isOther }: { actionId: number; isOther: boolean }) {
  const { notify } = useHost();
  const navigate = useNavigate();
  const query = usePartnerServiceValues(actionId, isOther);
  const edit = useEditPartnerService();
  // An "other" service stays one: its service select is fixed to Other.
  const serviceChoice = isOther ? 'fixed-other' : 'choose';

  return (
    <PartnerLayout title={serviceTexts.editTitle}>
      <div className={styles.page}>
        <QueryState query={query} isEmpty={() => false} failedText={serviceFormMessages.loadFailed}>
          {(stored) => (
            <ServiceForm
              mode="edit"
              defaultValues={editDefaults(stored, isOther)}
              serviceChoice={serviceChoice}
              // Once ops approved an "other" service its name is the catalogue's: it stays.
              customServiceReadOnly={isOther && stored.approval === 'approved'}
              storedPhotos={stored.imageUrls}
              storedPhotoStates={stored.imageUrls.map((url) => mediumState(stored.notReady, url))}
              hasStoredVideo={stored.videoUrl !== null}
              storedVideoState={stored.videoUrl ? mediumState(stored.notReady, stored.videoUrl) : 'ready'}
              submit={(form, onUploadProgress) => {
                const upload = toServiceUpload(form);
                const serviceId = isOther ? stored.serviceId : upload.service === OTHER_SERVICE ? null : upload.service;
                return edit.mutateAsync({ edit: { ...upload, service: isOther ? OTHER_SERVICE : upload.service, actionId, serviceId }, onUploadProgress });
              }}
              onDone={(message) => {
                notify('success', message || serviceFormMessages.updated);
                navigate('/employee-service-edit');
              }}
              failure={serviceFormMessages.uploadFailed}
            />
          )}
        </QueryState>
      </div>
    </PartnerLayout>
  );
}
