import * as z from 'zod/mini';
import { idParams } from '../schemas/idSchemas';
import { accountLocationWire, savedAddressWire, type AddressKind, type SavedAddressWire } from '../wire/places';
import { defineEndpoint, envelope, messageEnvelope, messageReply } from './define';

/*
 * Issue 37 (ours): the location and saved addresses belong to the customer's account, so they
 * follow them to any browser (the cities served and arrival requests: servedPlaces.ts). The shell keeps
 * the account's location and the location popup's saved addresses with plain fetch
 * (shell/src/location/accountLocation.ts, savedAddresses/), like geocoding: the visitor's landing
 * page does not pay for the API client.
 */

export interface SavedAddress {
  id: number;
  kind: AddressKind;
  address: string;
  latitude: number;
  longitude: number;
}

const toSavedAddress = (wire: SavedAddressWire): SavedAddress => wire;

/** GET user/location: the account's stored point (null when none yet). */
export const accountLocationEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/location',
  summary: 'The customer’s stored location, kept with the account (ours)',
  reply: envelope(accountLocationWire),
});

/** POST user/location: the point the customer chose (or the browser found), kept with the account. */
export const saveAccountLocationEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/location',
  summary: 'Keep the customer’s location with the account (ours)',
  description: 'The point (`latitude`, `longitude`) and its `user_address`, restored at the next login on any browser.',
  loadBody: () => import('../schemas/places').then((rules) => rules.accountLocationSchema),
  reply: messageReply,
});

/** GET user/addresses: the saved addresses, oldest first. */
export const savedAddressesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/addresses',
  summary: 'The customer’s saved addresses: home, work, other (ours)',
  reply: envelope(z.array(savedAddressWire)),
  toModel: ({ data }) => data.map(toSavedAddress),
});

/** POST user/addresses: keep a placed address under a kind. */
export const addSavedAddressEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/addresses',
  summary: 'Save an address as home, work or other (ours)',
  description: 'At most 10 addresses (422 on `form` beyond). The point is the one the location popup geocoded.',
  loadBody: () => import('../schemas/places').then((rules) => rules.savedAddressSchema),
  successStatus: 201,
  reply: messageEnvelope(savedAddressWire),
  toModel: ({ data }) => toSavedAddress(data),
});

/** POST user/addresses/{id}: edit a saved address: its kind, and optionally its text and point. */
export const editSavedAddressEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/addresses/:id',
  summary: 'Edit a saved address: its kind, and optionally its address and point (ours; 404 for another customer’s)',
  description: '`kind` always; `address` (1–300 characters) and the point (`latitude` with `longitude`) only when they change.',
  params: idParams('id'),
  loadBody: () => import('../schemas/places').then((rules) => rules.editAddressSchema),
  reply: messageEnvelope(savedAddressWire),
  toModel: ({ data }) => toSavedAddress(data),
});

/** DELETE user/addresses/{id}. */
export const deleteSavedAddressEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: 'user/addresses/:id',
  summary: 'Delete a saved address (ours; 404 for another customer’s)',
  params: idParams('id'),
  reply: messageReply,
  toModel: ({ message }) => message,
});

