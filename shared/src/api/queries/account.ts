import { queryOptions, useMutation, useQuery, useQueryClient } from '@servenear/shared/query';
import { pageEndpoint } from '../../endpoints/pages';
import { endpointQuery } from '../endpointCalls';
import { profileApi, type ProfileUpdate } from '../profile';
import { queryKeys } from '@servenear/shared/host';
import { useSignedInQuery } from './signedIn';

const customerProfileQuery = queryOptions({
  queryKey: queryKeys.account.profile(),
  queryFn: ({ signal }) => profileApi.userProfile({ signal }),
});

/**
 * GET user/userprofile: the signed-in customer's profile (the account layout and its pages,
 * booking form prefill). A 401 ends the session (customer §6).
 */
export function useCustomerProfile() {
  return useSignedInQuery(customerProfileQuery);
}

/**
 * POST user/updateprofile. The saved profile the reply carries goes straight into the profile
 * query, so the sidebar shows it without asking again; a reply without it has the profile asked again.
 */
export function useUpdateCustomerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => profileApi.updateProfile(update),
    onSuccess: ({ profile }) => {
      if (profile) client.setQueryData(customerProfileQuery.queryKey, profile);
      else void client.invalidateQueries({ queryKey: customerProfileQuery.queryKey });
    },
  });
}

/** GET pages/{slug}: a content page's title and sanitised HTML. */
export function usePageContent(slug: string) {
  return useQuery({ ...endpointQuery(pageEndpoint, { params: { slug } }), staleTime: 5 * 60_000 });
}
