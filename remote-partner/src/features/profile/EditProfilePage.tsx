import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { PartnerProfileState } from '../../components/layout/PartnerProfileState';
import { PendingNumber } from './PendingNumber';
import { ProfileForm } from './ProfileForm';
import { profileTexts } from './texts';

/** '/employee-edit-profile' (partner §2, §3 'Employee profile', §8); a new number waits for its code above the form. */
export default function EditProfilePage() {
  return (
    <PartnerLayout title={profileTexts.title}>
      <PartnerProfileState>
        {(profile) => (
          <>
            {profile.pendingMobile ? <PendingNumber key={profile.pendingMobile} profile={{ ...profile, pendingMobile: profile.pendingMobile }} /> : null}
            {/* Keyed by the login number: once saved or confirmed, the form shows the number that signs in. */}
            <ProfileForm key={`${profile.mobile}:${profile.pendingMobile ?? ''}`} profile={profile} />
          </>
        )}
      </PartnerProfileState>
    </PartnerLayout>
  );
}
