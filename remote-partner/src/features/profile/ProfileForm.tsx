import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdatePartnerProfile, type PartnerProfile } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { partnerProfileSchema, type PartnerProfileInput } from '@servenear/shared/schemas';
import { EmailField, Form, MobileField, TextAreaField, TextField, apiErrorMessage, serverFieldMessage, formStyles as forms } from '@servenear/shared/forms';
import { ProfileIdentity } from './ProfileIdentity';
import { profileFormTexts, profileTexts } from './texts';

const rules = zodResolver(partnerProfileSchema);

export function ProfileForm({ profile }: { profile: PartnerProfile }) {
  const { notify } = useHost();
  const updateProfile = useUpdatePartnerProfile();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const choosePhoto = (file: File) => {
    setPhotoError(null);
    setPhoto(file);
  };

  return (
    <Form<PartnerProfileInput>
      className={`${forms.form} ${forms.card}`}
      rules={rules}
      defaultValues={{ name: profile.name, email: profile.email, mobile: profile.mobile, address: profile.address }}
      onSubmit={async (values) => {
        try {
          const message = await updateProfile.mutateAsync({ ...values, profileImage: photo });
          notify('success', message || profileFormTexts.saved);
          setPhoto(null);
        } catch (error) {
          // The photo is not a field of the form: its server message goes to the picker.
          setPhotoError(serverFieldMessage(error, 'profile_image'));
          throw error;
        }
      }}
      failure={(error) => apiErrorMessage(error) ?? profileFormTexts.failure}
      showFailureIn="both"
      submitLabel={profileFormTexts.save}
      submittingLabel={profileFormTexts.saving}
    >
      <ProfileIdentity profile={profile} photo={photo} photoError={photoError} onChoosePhoto={choosePhoto} />
      <div className={forms.row}>
        <TextField<PartnerProfileInput> name="name" label={profileTexts.fields.name} autoComplete="name" />
        <EmailField<PartnerProfileInput> name="email" label={profileTexts.fields.email} />
      </div>
      <MobileField<PartnerProfileInput> name="mobile" label={profileTexts.fields.mobile} />
      <TextAreaField<PartnerProfileInput> name="address" label={profileTexts.fields.address} rows={3} autoComplete="street-address" />
    </Form>
  );
}
