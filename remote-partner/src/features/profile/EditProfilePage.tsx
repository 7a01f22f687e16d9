import { useEffect } from 'react';
import { Loading } from '@servenear/shared/ui';
import { PartnerLayout } from '../layout/PartnerLayout';
import { usePartnerProfile } from '../layout/profileContext';
import { useLatest } from '../layout/useLatest';
import { useHost } from '@servenear/shared/host';
import { FormAlert } from '@servenear/shared/forms';
import { ProfileForm } from './ProfileForm';
import styles from './EditProfilePage.module.css';

function EditProfile() {
  const { state, reload } = usePartnerProfile();
  const notify = useLatest(useHost().notify);
  const failure = state.status === 'failed' ? state.message : null;

  useEffect(() => {
    if (failure) notify.current('error', failure);
  }, [failure, notify]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return (
      <div className={styles.failed}>
        <FormAlert message={state.message} />
        <button type="button" className={styles.retry} onClick={() => void reload()}>
          Try again
        </button>
      </div>
    );
  }
  return <ProfileForm profile={state.profile} onSaved={reload} />;
}

/** '/employee-edit-profile' (partner §2, §3 'Employee profile', §8). */
export default function EditProfilePage() {
  return (
    <PartnerLayout title="Edit profile">
      <EditProfile />
    </PartnerLayout>
  );
}
