import { ApiError, useCustomerProfile } from '@servenear/shared/api';
import { Loading, QueryState } from '@servenear/shared/ui';
import { AccountLayout } from '../../components/account-layout/AccountLayout';
import { PendingNumber } from './PendingNumber';
import { ProfileForm } from './ProfileForm';
import { profileTexts } from './texts';

function ProfileContent() {
  const profile = useCustomerProfile();
  // A 401 stays on loading: the layout is leaving the page (customer §6).
  if (profile.error instanceof ApiError && profile.error.status === 401) return <Loading />;
  // The form is keyed by id so that another customer's profile starts it afresh.
  return (
    <QueryState query={profile} failedText={profileTexts.loadFailed}>
      {(loaded) => (
        <>
          {loaded.pendingMobile ? <PendingNumber key={loaded.pendingMobile} profile={{ ...loaded, pendingMobile: loaded.pendingMobile }} /> : null}
          <ProfileForm key={`${loaded.id}:${loaded.mobile}`} profile={loaded} />
        </>
      )}
    </QueryState>
  );
}

/** '/user-edit' (customer §2). */
export default function UserEditPage() {
  return (
    <AccountLayout title={profileTexts.title}>
      <ProfileContent />
    </AccountLayout>
  );
}
