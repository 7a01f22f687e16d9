import { useCallback } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { callEndpoint } from '@servenear/shared/api';
import type { Session } from '@servenear/shared/host';
import type * as z from 'zod/mini';
import type { OpsSecondFactorWire, opsMeWire } from '@servenear/shared/endpoints';
import { opsLoginEndpoint, opsLogoutEndpoint } from '../endpoints/admin';
import { opsMeEndpoint, opsResendSignInCodeEndpoint, opsSignInCodeEndpoint } from '../endpoints/ops';
import { opsKeys } from './keys';
import { useOpsQuery } from './signedInOps';

/** The code step the password opened: what the page sends back and counts down. */
export interface SecondFactor {
  /** Opaque: goes back with the code. */
  challenge: string;
  /** The number the code went to, all but its last four digits hidden. */
  mobileHint: string;
  /** Seconds until the code expires, and until another may be asked for. */
  expiresIn: number;
  resendIn: number;
  /** The server's words: 'Enter the code we sent to your mobile.' */
  message: string;
}

const secondFactor = (reply: { message: string; second_factor: OpsSecondFactorWire }): SecondFactor => ({
  challenge: reply.second_factor.challenge,
  mobileHint: reply.second_factor.mobile_hint,
  expiresIn: reply.second_factor.expires_in,
  resendIn: reply.second_factor.resend_in,
  message: reply.message,
});

/** POST admin/login: the right password opens no session yet, only the code step. */
export function useOpsPassword() {
  return useMutation({
    mutationFn: async (credentials: { mobile: string; password: string }) => secondFactor(await callEndpoint(opsLoginEndpoint, { body: credentials })),
  });
}

/** POST admin/login/resend: a new code; the old one stops working. */
export function useOpsResendCode() {
  return useMutation({
    mutationFn: async (challenge: string) => secondFactor(await callEndpoint(opsResendSignInCodeEndpoint, { body: { challenge } })),
  });
}

/**
 * POST admin/login/code: the session cookie is set; the answer is the session the page hands to
 * the shell. Whatever an earlier person's console read is dropped first: the shell drops only
 * the keys of its contract when the session changes.
 */
export function useOpsCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (step: { challenge: string; code: string }): Promise<{ session: Session; message: string }> => {
      const reply = await callEndpoint(opsSignInCodeEndpoint, { body: step });
      const { name, id, is_verified } = reply.success;
      return { session: { role: 'admin', name, userId: id, verified: is_verified === 1 }, message: reply.message };
    },
    onSuccess: () => client.removeQueries({ queryKey: opsKeys.all }),
  });
}

/**
 * POST admin/logout: ends the session on the server. The console signs out itself rather than
 * through the host's signOut, which goes to the site's home page afterwards; the console goes to
 * its own sign-in page. What it read is forgotten by that page (useForgetOpsReads): dropped now,
 * the reads of the page still showing would ask again, and be refused.
 */
export function useOpsSignOut() {
  return useMutation({ mutationFn: () => callEndpoint(opsLogoutEndpoint, { body: {} }) });
}

/** Drops everything the console read, once no page of it is showing: the next person starts afresh. */
export function useForgetOpsReads(): () => void {
  const client = useQueryClient();
  return useCallback(() => client.removeQueries({ queryKey: opsKeys.all }), [client]);
}

/** Who is signed in as ops: user_id, name, mobile and roles. */
export type OpsMe = z.infer<typeof opsMeWire>;

const opsMeQuery = queryOptions({
  queryKey: opsKeys.me(),
  queryFn: ({ signal }) => callEndpoint(opsMeEndpoint, { signal }).then((reply) => reply.data),
  // Roles change rarely; a page change need not ask again.
  staleTime: 5 * 60_000,
});

/** GET admin/me: who is signed in and their roles, which decide the sections and actions shown. */
export function useOpsMe() {
  return useOpsQuery(opsMeQuery);
}
