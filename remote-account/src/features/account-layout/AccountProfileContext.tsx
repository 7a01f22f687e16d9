import { createContext, useCallback, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, profileApi, type UserProfile } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { accountTexts } from './texts';

export type AccountProfileState =
  | { kind: 'loading' }
  | { kind: 'loaded'; profile: UserProfile }
  | { kind: 'failed' };

interface AccountProfile {
  state: AccountProfileState;
  reload(): void;
  /** Shows a profile the server just returned (after a save) without asking again. */
  replace(profile: UserProfile): void;
}

const AccountProfileContext = createContext<AccountProfile | null>(null);

export function useAccountProfile(): AccountProfile {
  const value = useContext(AccountProfileContext);
  if (!value) throw new Error('useAccountProfile() needs the AccountLayout around it.');
  return value;
}

/**
 * Loads the signed-in customer's profile once for the sidebar and the page. customer §6:
 * a 401 means the session is gone: say so, forget it here, and go home.
 */
export function AccountProfileProvider({ children }: { children: ReactNode }) {
  const { notify, endSession } = useHost();
  const navigate = useNavigate();
  const [state, setState] = useState<AccountProfileState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const sessionEnded = useEffectEvent(() => {
    notify('error', accountTexts.loginRequired);
    endSession();
    navigate('/', { replace: true });
  });

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    profileApi.userProfile({ signal: controller.signal }).then(
      (profile) => {
        if (!controller.signal.aborted) setState({ kind: 'loaded', profile });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) sessionEnded();
        else setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((profile: UserProfile) => setState({ kind: 'loaded', profile }), []);

  return <AccountProfileContext.Provider value={{ state, reload, replace }}>{children}</AccountProfileContext.Provider>;
}
