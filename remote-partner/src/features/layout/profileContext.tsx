import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, partnerApi, type PartnerProfile } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { useLatest } from './useLatest';

/** partner §8 'Profile fetch failure' and customer §6 (a 401 on a page that loads user details). */
export const profileTexts = {
  failed: 'Failed to fetch user profile data',
  error: 'Error fetching user profile data',
  signInAgain: 'Please log in to access this page.',
} as const;

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: PartnerProfile }
  | { status: 'failed'; message: string };

interface ProfileContextValue {
  state: ProfileState;
  /** Loads the profile again, e.g. after the partner saved a change. */
  reload(): Promise<void>;
}

const ProfileContext = createContext<ProfileContextValue | null>(null);

export function usePartnerProfile(): ProfileContextValue {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('usePartnerProfile() is only available inside the employee layout.');
  return value;
}

/** Loads GET employee/userprofile once for the layout and the page inside it. */
export function PartnerProfileProvider({ children }: { children: ReactNode }) {
  const host = useLatest({ ...useHost(), navigate: useNavigate() });
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const profile = await partnerApi.userProfile({ signal });
        if (!signal?.aborted) setState({ status: 'ready', profile });
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          host.current.notify('error', profileTexts.signInAgain);
          host.current.endSession();
          host.current.navigate('/');
          return;
        }
        // A reply that said no, or no usable reply at all (partner §8 has a text for each).
        const replied = error instanceof ApiError && error.status > 0;
        setState({ status: 'failed', message: replied ? profileTexts.failed : profileTexts.error });
      }
    },
    [host],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const reload = useCallback(() => load(), [load]);

  return <ProfileContext.Provider value={{ state, reload }}>{children}</ProfileContext.Provider>;
}
