import { useQuery } from '@tanstack/react-query';
import { pagesApi } from '../pages';
import { profileApi } from '../profile';
import { queryKeys } from '@servenear/shared/host';
import { useSignedInQuery } from './signedIn';

/** GET user/userprofile: the signed-in customer's profile (account pages, booking form prefill). */
export function useCustomerProfile() {
  return useSignedInQuery({
    queryKey: queryKeys.account.profile(),
    queryFn: ({ signal }) => profileApi.userProfile({ signal }),
  });
}

/** GET pages/{slug}: a content page's title and sanitised HTML. */
export function usePageContent(slug: string) {
  return useQuery({
    queryKey: queryKeys.pages.page(slug),
    queryFn: ({ signal }) => pagesApi.getPage(slug, { signal }),
    staleTime: 5 * 60_000,
  });
}
