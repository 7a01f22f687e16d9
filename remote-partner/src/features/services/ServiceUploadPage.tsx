import { useNavigate } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { usePartnerProfile, useUploadPartnerService } from '@servenear/shared/partner';
import { serviceFormMessages } from '@servenear/shared/partner-texts';
import { FormAlert } from '@servenear/shared/forms';
import { Loading } from '@servenear/shared/ui';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { profileFailureText } from '../../components/layout/PartnerProfileState';
import { ServiceForm } from './ServiceForm';
import { toServiceUpload, uploadDefaults } from './serviceForm';
import { serviceTexts } from './texts';
import styles from './Services.module.css';

/** '/service-upload' (partner §2 'Service upload', §5, §8): a new offer, with the partner's contact details filled in. */
export default function ServiceUploadPage() {
  const { notify } = useHost();
  const navigate = useNavigate();
  const profile = usePartnerProfile();
  const upload = useUploadPartnerService();

  return (
    <PartnerLayout title={serviceTexts.uploadTitle}>
      <div className={styles.page}>
        <p className={styles.intro}>{serviceTexts.uploadIntro}</p>
        {/* The form starts from the profile once it is read (or empty, saying so, when it cannot be). */}
        {profile.isError ? <FormAlert message={profileFailureText(profile.error)} /> : null}
        {profile.isPending ? (
          <Loading />
        ) : (
          <ServiceForm
            mode="upload"
            defaultValues={uploadDefaults(profile.data ?? null)}
            submit={(form, onUploadProgress) => upload.mutateAsync({ upload: toServiceUpload(form), onUploadProgress })}
            onDone={(message) => {
              notify('success', message || serviceFormMessages.uploaded);
              navigate('/employee-service-edit');
            }}
            failure={serviceFormMessages.uploadFailed}
          />
        )}
      </div>
    </PartnerLayout>
  );
}
