import { partnerApi } from '../partner';
import { queryKeys } from '@servenear/shared/host';
import { useSignedInQuery } from './signedIn';

/** GET employee/userprofile: the signed-in partner's profile, for the portal's layout and pages. */
export function usePartnerProfile() {
  return useSignedInQuery({
    queryKey: queryKeys.partner.profile(),
    queryFn: ({ signal }) => partnerApi.userProfile({ signal }),
  });
}
