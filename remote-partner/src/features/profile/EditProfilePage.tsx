import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { PartnerProfileState } from '../../components/layout/PartnerProfileState';
import { ProfileForm } from './ProfileForm';

/** '/employee-edit-profile' (partner §2, §3 'Employee profile', §8). */
export default function EditProfilePage() {
  return (
    <PartnerLayout title="Edit profile">
      <PartnerProfileState>{(profile) => <ProfileForm profile={profile} />}</PartnerProfileState>
    </PartnerLayout>
  );
}
