import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { ApiError, firstFieldErrors, profileApi, type UserProfile } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { userProfileSchema, type UserProfileInput } from '@servenear/shared/schemas';
import { Field, PhotoPicker, controlProps, gotNoReply, serverMessage, applyServerErrors, useObjectUrl, formStyles } from '@servenear/shared/forms';
import { useAccountProfile } from '../account-layout/AccountProfileContext';
import defaultAvatar from '../account-layout/default-avatar.svg';
import { accountTexts } from '../account-layout/texts';
import { maxPhotoBytes, photoTypes, profileTexts } from './texts';
import styles from './ProfilePage.module.css';

const fields = ['name', 'email', 'mobile', 'address'] as const;

function acceptablePhoto(file: File): boolean {
  return (photoTypes as readonly string[]).includes(file.type) && file.size <= maxPhotoBytes;
}

const formValues = (profile: UserProfile): UserProfileInput => ({
  name: profile.name,
  email: profile.email,
  mobile: profile.mobile,
  address: profile.address,
});

/** The /user-edit form: photo (previewed before upload), name, e-mail, mobile, address. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const { session, signIn, notify, endSession } = useHost();
  const navigate = useNavigate();
  const { replace } = useAccountProfile();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const preview = useObjectUrl(photo);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UserProfileInput>({ resolver: zodResolver(userProfileSchema), defaultValues: formValues(profile) });

  const choosePhoto = (file: File) => {
    if (!acceptablePhoto(file)) {
      setPhotoError(profileTexts.photoInvalid);
      return;
    }
    setPhotoError(null);
    setPhoto(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await profileApi.updateProfile({
        name: values.name,
        email: values.email ?? '',
        mobile: values.mobile,
        address: values.address ?? '',
        profileImage: photo,
      });
      const updated: UserProfile = saved.profile ?? { ...profile, ...values, email: values.email ?? '', address: values.address ?? '' };
      notify('success', profileTexts.updated);
      replace(updated);
      reset(formValues(updated));
      setPhoto(null);
      if (session) signIn({ ...session, name: updated.name, phoneNumber: updated.mobile });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        notify('error', accountTexts.loginRequired);
        endSession();
        navigate('/', { replace: true });
        return;
      }
      const photoMessage = error instanceof ApiError ? firstFieldErrors(error.errors).profile_image : undefined;
      if (photoMessage) setPhotoError(photoMessage);
      const shown = applyServerErrors(error, fields, setError).shown || Boolean(photoMessage);
      if (!shown) {
        notify('error', gotNoReply(error) ? profileTexts.networkError : (serverMessage(error) ?? profileTexts.somethingWrong));
      }
    }
  });

  const photoId = id('photo');
  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <div className={styles.photo}>
        <img className={styles.preview} src={preview ?? profile.imageUrl ?? defaultAvatar} alt="Profile photo preview" width={96} height={96} />
        <div className={styles.photoControls}>
          <PhotoPicker
            id={photoId}
            accept={photoTypes.join(',')}
            label={profileTexts.changePhoto}
            hint={photo ? `${photo.name} will be uploaded when you save.` : profileTexts.photoHint}
            error={photoError}
            onChoose={choosePhoto}
          />
        </div>
      </div>
      <div className={formStyles.row}>
        <Field id={id('name')} label="Name" error={errors.name?.message}>
          <input className={formStyles.control} type="text" autoComplete="name" {...controlProps(id('name'), errors.name?.message)} {...register('name')} />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message}>
          <input
            className={formStyles.control}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...controlProps(id('email'), errors.email?.message)}
            {...register('email')}
          />
        </Field>
      </div>
      <Field id={id('mobile')} label="Mobile number" error={errors.mobile?.message}>
        <input
          className={formStyles.control}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={10}
          {...controlProps(id('mobile'), errors.mobile?.message)}
          {...register('mobile')}
        />
      </Field>
      <Field id={id('address')} label="Address" error={errors.address?.message}>
        <textarea
          className={`${formStyles.control} ${formStyles.textarea}`}
          rows={3}
          autoComplete="street-address"
          {...controlProps(id('address'), errors.address?.message)}
          {...register('address')}
        />
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
          {isSubmitting ? profileTexts.saving : profileTexts.save}
        </button>
      </div>
    </form>
  );
}
