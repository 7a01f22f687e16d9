import { ApiError } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { Link, useNavigate } from '@servenear/shared/router';
import { useOpsSignOut, type OpsMe } from '@servenear/shared/ops-api';
import { signedOutState } from '../session/signedOut';
import styles from './ConsoleHeader.module.css';

const roleNames = { admin: 'Admin', support: 'Support', verification: 'Verification', finance: 'Finance', releases: 'Releases' } as const;

/** The console's bar: its name, who is signed in with which roles, and Sign out. */
export function ConsoleHeader({ me }: { me: OpsMe | null }) {
  const { notify } = useHost();
  const navigate = useNavigate();
  const signOut = useOpsSignOut();

  const leave = async () => {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      // A 401: the session had ended already, which is what was asked.
      if (!(error instanceof ApiError && error.status === 401)) {
        notify('error', 'Sign-out failed. Please try again.');
        return;
      }
    }
    navigate('/ops/sign-in', { replace: true, state: signedOutState.mark });
  };

  return (
    <header className={styles.header}>
      <Link to="/ops" className={styles.brand}>
        ServeNear <span className={styles.brandOps}>Ops</span>
      </Link>
      <div className={styles.person}>
        {me ? (
          <p className={styles.who}>
            <span className={styles.name}>{me.name}</span>
            <span className={styles.roles}>{me.roles.map((role) => roleNames[role]).join(', ')}</span>
          </p>
        ) : null}
        <button type="button" className={styles.signOut} onClick={() => void leave()} disabled={signOut.isPending}>
          {signOut.isPending ? 'Signing out...' : 'Sign out'}
        </button>
      </div>
    </header>
  );
}
