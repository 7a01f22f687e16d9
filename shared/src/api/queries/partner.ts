import { useMutation, useQueryClient, type QueryClient } from '@servenear/shared/query';
import {
  bankDetailsBody,
  passwordChangeBody,
  profileForm,
  registrationForm,
  type BankDetailsUpdate,
  type PartnerProfileUpdate,
  type PartnerRegistration,
  type PasswordChange,
  type UploadOptions,
} from '../partner';
import { earningInvoiceEndpoint, earningsEndpoint } from '../../endpoints/earnings';
import {
  partnerChangePasswordEndpoint,
  partnerLoginEndpoint,
  partnerProfileEndpoint,
  partnerRegisterEndpoint,
  partnerUpdateBankEndpoint,
  partnerUpdateProfileEndpoint,
} from '../../endpoints/partner';
import { callEndpoint, endpointQuery } from '../endpointCalls';
import { queryKeys } from '@servenear/shared/host';
import { useSignedInQuery } from './signedIn';

const partnerProfileQuery = endpointQuery(partnerProfileEndpoint);

/**
 * GET employee/userprofile: the signed-in partner's profile, as the portal's layout reads it on
 * every partner page. A 401 ends the session (customer §6).
 */
export function usePartnerProfile() {
  return useSignedInQuery(partnerProfileQuery);
}

/**
 * The profile changed on the server: the layout and the page ask again. Returned to the
 * mutation, so a save is over only once they show what was saved.
 */
function refreshPartnerProfile(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.partner.profile() });
}

/** POST employee/login: the reply sets the session cookie; the page signs in with its public fields. */
export function usePartnerLogin() {
  return useMutation({ mutationFn: (credentials: { mobile: string; password: string }) => callEndpoint(partnerLoginEndpoint, { body: credentials }) });
}

export interface PartnerRegistrationRequest extends UploadOptions {
  registration: PartnerRegistration;
}

/** POST employee/employee-register: multipart with the ID proofs, reporting the upload's progress. */
export function useRegisterPartner() {
  return useMutation({
    mutationFn: ({ registration, onUploadProgress }: PartnerRegistrationRequest) =>
      callEndpoint(partnerRegisterEndpoint, { body: registrationForm(registration), onUploadProgress }),
  });
}

/** POST employee/updateprofile: the reply has only a message, so the profile is asked again. */
export function useUpdatePartnerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: PartnerProfileUpdate) => callEndpoint(partnerUpdateProfileEndpoint, { body: profileForm(update) }),
    onSuccess: () => refreshPartnerProfile(client),
  });
}

/** POST employee/updateprofile1: the bank details are part of the profile. */
export function useUpdatePartnerBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bank: BankDetailsUpdate) => callEndpoint(partnerUpdateBankEndpoint, { body: bankDetailsBody(bank) }),
    onSuccess: () => refreshPartnerProfile(client),
  });
}

/** POST employee/changepassword. */
export function useChangePartnerPassword() {
  return useMutation({ mutationFn: (change: PasswordChange) => callEndpoint(partnerChangePasswordEndpoint, { body: passwordChangeBody(change) }) });
}

/**
 * GET employee/earning-data: the partner's completed lines of one month (YYYY-MM, India time),
 * or of every month with null, and their totals. Each month is its own query, so going back to
 * a month already seen shows it at once.
 */
export function usePartnerEarnings(month: string | null) {
  return useSignedInQuery(endpointQuery(earningsEndpoint, { query: { month } }));
}

/** GET employee/earning-data/{lineId}: one line's invoice; null asks for nothing (no line named). */
export function useEarningInvoice(lineId: number | null) {
  return useSignedInQuery({ ...endpointQuery(earningInvoiceEndpoint, { params: { lineId: lineId ?? 0 } }), enabled: lineId !== null });
}

