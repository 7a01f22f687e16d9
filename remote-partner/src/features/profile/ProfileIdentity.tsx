import { useId } from 'react';
import type { PartnerProfile } from '@servenear/shared/partner';
import { PhotoPicker, useObjectUrl } from '@servenear/shared/forms';
import { fill } from '@servenear/shared/i18n';
import { rejectionText, verificationTexts } from '../../components/verification/texts';
import { profileTexts } from './texts';
import styles from './EditProfilePage.module.css';

const photoTexts = profileTexts.photo;

function VerificationStatus({ profile }: { profile: PartnerProfile }) {
  if (profile.verificationStatus === 'verified') return <span className={`${styles.status} ${styles.verified}`}>{verificationTexts.verified}</span>;
  if (profile.verificationStatus === 'rejected') {
    return <span className={`${styles.status} ${styles.rejected}`}>{rejectionText(profile.rejectionReason)}</span>;
  }
  return <span className={`${styles.status} ${styles.pending}`}>{verificationTexts.pending}</span>;
}

interface ProfileIdentityProps {
  profile: PartnerProfile;
  /** The new photo chosen and not saved yet, shown instead of the current one. */
  photo: File | null;
  photoError: string | null;
  onChoosePhoto(file: File): void;
}

/** The head of the profile form: the photo with its picker, the name and the verification status. */
export function ProfileIdentity({ profile, photo, photoError, onChoosePhoto }: ProfileIdentityProps) {
  const pickerId = useId();
  const preview = useObjectUrl(photo);
  const shown = preview ?? profile.imageUrl;

  return (
    <div className={styles.identity}>
      {shown ? (
        <img className={styles.photo} src={shown} alt={preview ? photoTexts.previewAlt : photoTexts.currentAlt} width={96} height={96} />
      ) : (
        <span className={styles.photo} aria-hidden="true" />
      )}
      <div className={styles.identityText}>
        <p className={styles.name}>{profile.name}</p>
        <VerificationStatus profile={profile} />
        <PhotoPicker
          id={pickerId}
          accept="image/jpeg,image/png,image/webp"
          label={photoTexts.label}
          hint={photo ? fill(photoTexts.chosen, { file: photo.name }) : photoTexts.hint}
          error={photoError}
          onChoose={onChoosePhoto}
        />
      </div>
    </div>
  );
}
