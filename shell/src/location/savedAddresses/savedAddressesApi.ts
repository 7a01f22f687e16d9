/**
 * The saved addresses' four calls (issue 37, ours), made by the location popup. Plain fetch, like
 * the shell's other own calls (../accountLocation.ts, notifications/notificationsApi.ts): the popup
 * pays for neither axios nor the endpoint catalogue. The URLs and readings are the catalogue's
 * (savedAddressesEndpoint, addSavedAddressEndpoint, editSavedAddressEndpoint,
 * deleteSavedAddressEndpoint in shared/src/endpoints/places.ts); savedAddressesApi.test.ts holds
 * them to it.
 */
import type { SavedAddress } from '@servenear/shared/endpoints';
import type { AddressKind } from '@servenear/shared/wire';
import { savedAddressTexts } from './texts';

export type { SavedAddress };

/** A call refused or not answered: `message` is the server's own words (or ours when it said none). */
export class AddressCallFailed extends Error {
  override name = 'AddressCallFailed';
  constructor(
    message: string,
    /** The HTTP status; 0 when no answer came. */
    readonly status: number,
  ) {
    super(message);
  }
}

interface Reply {
  message?: unknown;
  errors?: Record<string, unknown>;
  data?: unknown;
}

/** The spec's refusal `{ status, errors: { field: [...] }, message }`: the form's message first, then a field's, then `message`. */
function refusalText(reply: Reply | null): string | null {
  const errors = reply?.errors ?? {};
  for (const field of ['form', ...Object.keys(errors)]) {
    const messages = errors[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
  }
  return typeof reply?.message === 'string' && reply.message !== '' ? reply.message : null;
}

async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, signal?: AbortSignal): Promise<Reply> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      credentials: 'include',
      signal,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch (failure) {
    if (signal?.aborted) throw failure;
    throw new AddressCallFailed(savedAddressTexts.offline, 0);
  }
  const reply = (await response.json().catch(() => null)) as Reply | null;
  if (!response.ok) throw new AddressCallFailed(refusalText(reply) ?? savedAddressTexts.failed, response.status);
  return reply ?? {};
}

/** A change's answer: what the server says it did, and the address as it now is. */
export interface AddressChanged {
  message: string;
  address: SavedAddress;
}

const changed = (reply: Reply): AddressChanged => ({ message: String(reply.message ?? ''), address: reply.data as SavedAddress });

/** GET user/addresses: the account's addresses, oldest first. */
export async function getSavedAddresses({ signal }: { signal?: AbortSignal } = {}): Promise<SavedAddress[]> {
  const { data } = await call('GET', 'user/addresses', undefined, signal);
  return Array.isArray(data) ? (data as SavedAddress[]) : [];
}

/** POST user/addresses: the point and its address kept under a kind. */
export async function addSavedAddress(address: Omit<SavedAddress, 'id'>): Promise<AddressChanged> {
  return changed(await call('POST', 'user/addresses', address));
}

/** What an edit sends: the kind always; the address text and the point only when they change. */
export type AddressEdit = { kind: AddressKind } & Partial<Pick<SavedAddress, 'address' | 'latitude' | 'longitude'>>;

/** POST user/addresses/{id}: the address edited. */
export async function editSavedAddress(id: number, edit: AddressEdit): Promise<AddressChanged> {
  return changed(await call('POST', `user/addresses/${id}`, edit));
}

/** DELETE user/addresses/{id}: what the server says it did. */
export async function deleteSavedAddress(id: number): Promise<string> {
  return String((await call('DELETE', `user/addresses/${id}`)).message ?? '');
}
