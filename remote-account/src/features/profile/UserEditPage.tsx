import { Loading } from '@servenear/shared/ui';
import { formStyles } from '@servenear/shared/forms';
import { AccountLayout } from '../account-layout/AccountLayout';
import { useAccountProfile } from '../account-layout/AccountProfileContext';
import { accountTexts } from '../account-layout/texts';
import { ProfileForm } from './ProfileForm';
import { profileTexts } from './texts';
import styles from './ProfilePage.module.css';

function ProfileContent() {
  const { state, reload } = useAccountProfile();
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') {
    return (
      <div className={styles.failed}>
        <p role="alert" className={formStyles.alert}>
          {accountTexts.loadFailed}
        </p>
        <button type="button" className={formStyles.linkButton} onClick={reload}>
          {accountTexts.retry}
        </button>
      </div>
    );
  }
  // Keyed by id so a profile that arrives later starts the form afresh.
  return <ProfileForm key={state.profile.id} profile={state.profile} />;
}

/** '/user-edit' (customer §2). */
export default function UserEditPage() {
  return (
    <AccountLayout title={profileTexts.title}>
      <ProfileContent />
    </AccountLayout>
  );
}
