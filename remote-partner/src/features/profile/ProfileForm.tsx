import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdatePartnerProfile, type PartnerProfile } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { partnerProfileSchema, type PartnerProfileInput } from '@servenear/shared/schemas';
import { EmailField, FormAlert, MobileField, TextAreaField, TextField, applyServerErrors, serverFieldMessage, formStyles as forms } from '@servenear/shared/forms';
import { ProfileIdentity } from './ProfileIdentity';

/** The registered fields; the photo's server message goes to the picker (serverFieldMessage). */
const profileFields = ['name', 'email', 'mobile', 'address'] as const;

export const profileFormTexts = {
  save: 'Save changes',
  saving: 'Saving...',
  saved: 'Profile updated successfully.',
  failure: 'Profile could not be updated. Please try again.',
} as const;

export function ProfileForm({ profile }: { profile: PartnerProfile }) {
  const { notify } = useHost();
  const updateProfile = useUpdatePartnerProfile();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<PartnerProfileInput>({
    resolver: zodResolver(partnerProfileSchema),
    defaultValues: { name: profile.name, email: profile.email, mobile: profile.mobile, address: profile.address },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const choosePhoto = (file: File) => {
    setPhotoError(null);
    setPhoto(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormMessage(null);
    try {
      const message = await updateProfile.mutateAsync({ ...values, profileImage: photo });
      notify('success', message || profileFormTexts.saved);
      setPhoto(null);
    } catch (error) {
      const { message } = applyServerErrors(error, profileFields, setError);
      setPhotoError(serverFieldMessage(error, 'profile_image'));
      const text = message ?? profileFormTexts.failure;
      setFormMessage(text);
      notify('error', text);
    }
  });

  return (
    <FormProvider {...form}>
      <form className={`${forms.form} ${forms.card}`} onSubmit={onSubmit} noValidate>
        <ProfileIdentity profile={profile} photo={photo} photoError={photoError} onChoosePhoto={choosePhoto} />
        <div className={forms.row}>
          <TextField<PartnerProfileInput> name="name" label="Full name" autoComplete="name" />
          <EmailField<PartnerProfileInput> name="email" label="Email" />
        </div>
        <MobileField<PartnerProfileInput> name="mobile" label="Mobile number" />
        <TextAreaField<PartnerProfileInput> name="address" label="Address" rows={3} autoComplete="street-address" />
        <FormAlert message={isSubmitting ? null : formMessage} />
        <button type="submit" className={forms.submit} disabled={isSubmitting}>
          {isSubmitting ? profileFormTexts.saving : profileFormTexts.save}
        </button>
      </form>
    </FormProvider>
  );
}
