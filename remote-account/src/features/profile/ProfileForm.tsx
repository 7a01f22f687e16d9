import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLeaveEndedSession, useUpdateCustomerProfile, type UserProfile } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { userProfileSchema, type UserProfileInput } from '@servenear/shared/auth-schemas';
import {
  EmailField,
  MobileField,
  TextAreaField,
  TextField,
  applyServerErrors,
  formStyles,
  gotNoReply,
  serverFieldMessage,
  serverMessage,
} from '@servenear/shared/forms';
import { ProfilePhoto } from './ProfilePhoto';
import { profileTexts } from './texts';
import styles from './ProfilePage.module.css';

const fields = ['name', 'email', 'mobile', 'address'] as const;

const formValues = (profile: Pick<UserProfile, 'name' | 'email' | 'mobile' | 'address'>): UserProfileInput => ({
  name: profile.name,
  email: profile.email,
  mobile: profile.mobile,
  address: profile.address,
});

/** The /user-edit form: photo (previewed before upload), name, e-mail, mobile, address. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { session, signIn, notify } = useHost();
  const leaveEndedSession = useLeaveEndedSession();
  const updateProfile = useUpdateCustomerProfile();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  /** A chosen file this page refused (not an image, too big): nothing is saved until it is replaced. */
  const [photoRefused, setPhotoRefused] = useState(false);
  const form = useForm<UserProfileInput>({ resolver: zodResolver(userProfileSchema), defaultValues: formValues(profile) });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    // The message under the photo says why; saving the rest would say 'updated' over it.
    if (photoRefused) return;
    const sent = { name: values.name, email: values.email ?? '', mobile: values.mobile, address: values.address ?? '' };
    try {
      // The mutation puts the saved profile into the profile query, which the sidebar shows.
      const saved = (await updateProfile.mutateAsync({ ...sent, profileImage: photo })).profile ?? sent;
      notify('success', profileTexts.updated);
      reset(formValues(saved));
      setPhoto(null);
      if (session) signIn({ ...session, name: saved.name, phoneNumber: saved.mobile });
    } catch (error) {
      if (leaveEndedSession(error)) return;
      const photoMessage = serverFieldMessage(error, 'profile_image');
      if (photoMessage) setPhotoError(photoMessage);
      const shown = applyServerErrors(error, fields, setError).shown || Boolean(photoMessage);
      if (!shown) {
        notify('error', gotNoReply(error) ? profileTexts.networkError : (serverMessage(error) ?? profileTexts.somethingWrong));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
        <ProfilePhoto
          photo={photo}
          storedUrl={profile.imageUrl}
          error={photoError}
          onChoose={(file) => {
            setPhotoError(null);
            setPhotoRefused(false);
            setPhoto(file);
          }}
          onRefuse={() => {
            setPhotoError(profileTexts.photoInvalid);
            setPhotoRefused(true);
          }}
        />
        <div className={formStyles.row}>
          <TextField<UserProfileInput> name="name" label="Name" autoComplete="name" />
          <EmailField<UserProfileInput> name="email" label="Email" />
        </div>
        <MobileField<UserProfileInput> name="mobile" label="Mobile number" autoComplete="tel" />
        <TextAreaField<UserProfileInput> name="address" label="Address" rows={3} autoComplete="street-address" />
        <div className={styles.actions}>
          <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
            {isSubmitting ? profileTexts.saving : profileTexts.save}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
