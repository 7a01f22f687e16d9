import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { partnerApi, type PartnerProfile } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { partnerProfileSchema, type PartnerProfileInput } from '@servenear/shared/schemas';
import { Field, FormAlert, PhotoPicker, controlProps, applyServerErrors, serverFieldMessage, useObjectUrl, formStyles as forms } from '@servenear/shared/forms';
import { verificationTexts } from '../verification/texts';
import styles from './EditProfilePage.module.css';

/** The registered fields; the photo's server message goes to the picker (serverFieldMessage). */
const profileFields = ['name', 'email', 'mobile', 'address'] as const;

export const profileFormTexts = {
  save: 'Save changes',
  saving: 'Saving...',
  saved: 'Profile updated successfully.',
  failure: 'Profile could not be updated. Please try again.',
  photoLabel: 'Change photo',
  photoHint: 'JPG, PNG or WebP, up to 2 MB.',
} as const;

function VerificationStatus({ profile }: { profile: PartnerProfile }) {
  if (profile.verificationStatus === 'verified') return <span className={`${styles.status} ${styles.verified}`}>{verificationTexts.verified}</span>;
  if (profile.verificationStatus === 'rejected') {
    return <span className={`${styles.status} ${styles.rejected}`}>{verificationTexts.rejected(profile.rejectionReason)}</span>;
  }
  return <span className={`${styles.status} ${styles.pending}`}>{verificationTexts.pending}</span>;
}

export function ProfileForm({ profile, onSaved }: { profile: PartnerProfile; onSaved(): Promise<void> }) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const { notify } = useHost();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const preview = useObjectUrl(photo);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PartnerProfileInput>({
    resolver: zodResolver(partnerProfileSchema),
    defaultValues: { name: profile.name, email: profile.email, mobile: profile.mobile, address: profile.address },
  });

  const choosePhoto = (file: File) => {
    setPhotoError(null);
    setPhoto(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormMessage(null);
    try {
      const message = await partnerApi.updateProfile({ ...values, profileImage: photo });
      notify('success', message || profileFormTexts.saved);
      setPhoto(null);
      await onSaved();
    } catch (error) {
      const { message } = applyServerErrors(error, profileFields, setError);
      setPhotoError(serverFieldMessage(error, 'profile_image'));
      const text = message ?? profileFormTexts.failure;
      setFormMessage(text);
      notify('error', text);
    }
  });

  const shown = preview ?? profile.imageUrl;

  return (
    <form className={`${forms.form} ${forms.card}`} onSubmit={onSubmit} noValidate>
      <div className={styles.identity}>
        {shown ? (
          <img className={styles.photo} src={shown} alt={preview ? 'New profile photo preview' : 'Your profile photo'} width={96} height={96} />
        ) : (
          <span className={styles.photo} aria-hidden="true" />
        )}
        <div className={styles.identityText}>
          <p className={styles.name}>{profile.name}</p>
          <VerificationStatus profile={profile} />
          <PhotoPicker
            id={id('photo')}
            accept="image/jpeg,image/png,image/webp"
            label={profileFormTexts.photoLabel}
            hint={photo ? `${photo.name} will be saved with your changes.` : profileFormTexts.photoHint}
            error={photoError}
            onChoose={choosePhoto}
          />
        </div>
      </div>
      <div className={forms.row}>
        <Field id={id('name')} label="Full name" error={errors.name?.message}>
          <input className={forms.control} type="text" autoComplete="name" {...controlProps(id('name'), errors.name?.message)} {...register('name')} />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message}>
          <input className={forms.control} type="email" inputMode="email" autoComplete="email" {...controlProps(id('email'), errors.email?.message)} {...register('email')} />
        </Field>
      </div>
      <Field id={id('mobile')} label="Mobile number" error={errors.mobile?.message}>
        <input
          className={forms.control}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          {...controlProps(id('mobile'), errors.mobile?.message)}
          {...register('mobile')}
        />
      </Field>
      <Field id={id('address')} label="Address" error={errors.address?.message}>
        <textarea
          className={`${forms.control} ${forms.textarea}`}
          rows={3}
          autoComplete="street-address"
          {...controlProps(id('address'), errors.address?.message)}
          {...register('address')}
        />
      </Field>
      <FormAlert message={isSubmitting ? null : formMessage} />
      <button type="submit" className={forms.submit} disabled={isSubmitting}>
        {isSubmitting ? profileFormTexts.saving : profileFormTexts.save}
      </button>
    </form>
  );
}
