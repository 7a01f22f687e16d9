import { useEffect, useRef } from 'react';
import { profileApi, type UserProfile } from '@servenear/shared/api';

/**
 * Hands the customer's profile to `fill` once it arrives, to prefill a booking form. The form
 * works without it, so a failure is only logged.
 */
export function useProfilePrefill(fill: (profile: UserProfile) => void) {
  const latestFill = useRef(fill);
  latestFill.current = fill;

  useEffect(() => {
    const controller = new AbortController();
    profileApi.userProfile({ signal: controller.signal }).then(
      (profile) => {
        if (!controller.signal.aborted) latestFill.current(profile);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.info('Booking form not prefilled: the profile did not load', error);
      },
    );
    return () => controller.abort();
  }, []);
}
