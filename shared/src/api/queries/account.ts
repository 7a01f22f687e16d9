import { useMutation, useQuery, useQueryClient } from '@servenear/shared/query';
import { pageEndpoint } from '../../endpoints/pages';
import { customerProfileEndpoint, updateCustomerProfileEndpoint } from '../../endpoints/profile';
import { callEndpoint, endpointQuery } from '../endpointCalls';
import { useSignedInQuery } from './signedIn';

/** What the profile form sends (POST user/updateprofile, as multipart). */
export interface ProfileUpdate {
  name: string;
  email: string;
  mobile: string;
  address: string;
  /** A new picture, or null to keep the current one. */
  profileImage: Blob | null;
}

/** The profile form as POST user/updateprofile's multipart parts; profile_image only when a new picture was chosen. */
function profileForm(update: ProfileUpdate): FormData {
  const form = new FormData();
  form.append('name', update.name);
  form.append('email', update.email);
  form.append('mobile', update.mobile);
  form.append('address', update.address);
  if (update.profileImage) form.append('profile_image', update.profileImage);
  return form;
}

/**
 * GET user/userprofile: the signed-in customer's profile (the account layout and its pages,
 * booking form prefill). A 401 ends the session (customer §6).
 */
export function useCustomerProfile() {
  return useSignedInQuery(endpointQuery(customerProfileEndpoint));
}

/**
 * POST user/updateprofile. The saved profile the reply carries goes straight into the profile
 * query, so the sidebar shows it without asking again.
 */
export function useUpdateCustomerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => callEndpoint(updateCustomerProfileEndpoint, { body: profileForm(update) }),
    onSuccess: ({ profile }) => client.setQueryData(endpointQuery(customerProfileEndpoint).queryKey, profile),
  });
}

/** GET pages/{slug}: a content page's title and sanitised HTML. */
export function usePageContent(slug: string) {
  return useQuery({ ...endpointQuery(pageEndpoint, { params: { slug } }), staleTime: 5 * 60_000 });
}
