import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { ApiError } from '@servenear/shared/api';
import { usePartnerProfile, type PartnerProfile } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { gotNoReply } from '@servenear/shared/forms';
import { Loading, QueryState } from '@servenear/shared/ui';
import { layoutTexts } from './texts';

/** partner §8 'Profile fetch failure': a reply that said no, and no usable reply at all. */
const profileTexts = layoutTexts.profileFailure;

const endedSession = (error: unknown) => error instanceof ApiError && error.status === 401;

/** What a failed profile read says (partner §8), or null when the session ended (the layout is leaving the page). */
export function profileFailureText(error: unknown): string | null {
  if (endedSession(error)) return null;
  return gotNoReply(error) ? profileTexts.noReply : profileTexts.refused;
}

/**
 * A page's view of the partner's profile inside the layout: loading, the failure (also as a
 * toast) with a Retry, or the page drawn from the profile. A 401 stays on loading: the layout
 * is leaving the page (customer §6).
 */
export function PartnerProfileState({ children }: { children(profile: PartnerProfile): ReactNode }) {
  const query = usePartnerProfile();
  const { notify } = useHost();
  const sessionEnded = endedSession(query.error);
  const failure = query.isError ? profileFailureText(query.error) : null;

  const toast = useEffectEvent((message: string) => notify('error', message));
  // Keyed on the text: a Retry that fails the same way keeps the one toast already shown.
  useEffect(() => {
    if (failure) toast(failure);
  }, [failure]);

  if (sessionEnded) return <Loading />;
  return (
    <QueryState query={query} failedText={failure ?? undefined}>
      {children}
    </QueryState>
  );
}
