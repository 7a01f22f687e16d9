import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdateCustomerProfile, type UserProfile } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { userProfileSchema, type UserProfileInput } from '@servenear/shared/auth-schemas';
import { EmailField, Form, MobileField, TextAreaField, TextField, failureRule, formStyles, serverFieldMessage } from '@servenear/shared/forms';
import { ProfilePhoto } from './ProfilePhoto';
import { authFieldTexts } from '../../ui/texts';
import { profileTexts } from './texts';
import styles from './ProfilePage.module.css';

const rules = zodResolver(userProfileSchema);

/** customer §8 'Profile update', toasted; a message under the photo explains a refusal as well as one under a field. */
const failure = (error: unknown, fieldsShown: boolean) =>
  failureRule({ network: profileTexts.networkError, fallback: profileTexts.somethingWrong })(error, fieldsShown || serverFieldMessage(error, 'profile_image') !== null);

const formValues = (profile: Pick<UserProfile, 'name' | 'email' | 'mobile' | 'address'>): UserProfileInput => ({
  name: profile.name,
  email: profile.email,
  mobile: profile.mobile,
  address: profile.address,
});

/** The /user-edit form: photo (previewed before upload), name, e-mail, mobile, address. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { session, signIn, notify } = useHost();
  const updateProfile = useUpdateCustomerProfile();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  /** A chosen file this page refused (not an image, too big): nothing is saved until it is replaced. */
  const [photoRefused, setPhotoRefused] = useState(false);
  return (
    <Form<UserProfileInput>
      className={`${formStyles.form} ${styles.form}`}
      rules={rules}
      defaultValues={formValues(profile)}
      onSubmit={async (values, form) => {
        // The message under the photo says why; saving the rest would say 'updated' over it.
        if (photoRefused) return;
        const sent = { name: values.name, email: values.email ?? '', mobile: values.mobile, address: values.address ?? '' };
        try {
          // The mutation puts the saved profile into the profile query, which the sidebar shows.
          const saved = (await updateProfile.mutateAsync({ ...sent, profileImage: photo })).profile;
          notify('success', profileTexts.updated);
          form.reset(formValues(saved));
          setPhoto(null);
          if (session) signIn({ ...session, name: saved.name, phoneNumber: saved.mobile });
        } catch (error) {
          const photoMessage = serverFieldMessage(error, 'profile_image');
          if (photoMessage) setPhotoError(photoMessage);
          throw error;
        }
      }}
      signedIn
      failure={failure}
      showFailureIn="toast"
      submitLabel={profileTexts.save}
      submittingLabel={profileTexts.saving}
      actionsClassName={styles.actions}
    >
      <ProfilePhoto
        photo={photo}
        storedUrl={profile.imageUrl}
        // Ours read when drawn; the server's as it said it.
        error={photoRefused ? profileTexts.photoInvalid : photoError}
        onChoose={(file) => {
          setPhotoError(null);
          setPhotoRefused(false);
          setPhoto(file);
        }}
        onRefuse={() => {
          setPhotoError(null);
          setPhotoRefused(true);
        }}
      />
      <div className={formStyles.row}>
        <TextField<UserProfileInput> name="name" label={authFieldTexts.name} autoComplete="name" />
        <EmailField<UserProfileInput> name="email" label={authFieldTexts.email} />
      </div>
      <MobileField<UserProfileInput> name="mobile" label={authFieldTexts.mobile} autoComplete="tel" />
      <TextAreaField<UserProfileInput> name="address" label={authFieldTexts.address} rows={3} autoComplete="street-address" />
    </Form>
  );
}
