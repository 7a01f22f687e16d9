import { addSavedAddressEndpoint, deleteSavedAddressEndpoint, endpointUrl, editSavedAddressEndpoint, savedAddressesEndpoint } from '@servenear/shared/endpoints';
import { addressKinds } from '@servenear/shared/wire';
import { addSavedAddress, deleteSavedAddress, getSavedAddresses, editSavedAddress } from './savedAddressesApi';
import { addressKindOrder } from './texts';

/** The popup's own fetch calls ask for the catalogue's URLs with bodies its schemas take, and read replies as its toModel does. */
function answer(status: number, body: unknown) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

const home = { id: 4, kind: 'home', address: 'T. Nagar, Chennai', latitude: 13.0418, longitude: 80.2341 } as const;

it('reads the list as savedAddressesEndpoint does, from its URL', async () => {
  const reply = { status: 200, data: [home, { ...home, id: 9, kind: 'work', address: 'Guindy, Chennai' }] };
  const calls = answer(200, reply);
  await expect(getSavedAddresses()).resolves.toEqual(savedAddressesEndpoint.toModel(savedAddressesEndpoint.reply.parse(reply)));
  expect(calls).toEqual([{ url: `/api/${endpointUrl(savedAddressesEndpoint)}`, method: savedAddressesEndpoint.method, body: undefined }]);
});

it('adds, edits and deletes at the catalogue’s URLs, with bodies its rules accept', async () => {
  let calls = answer(201, { status: 201, message: 'Address saved', data: home });
  const { id: _id, ...place } = home;
  await expect(addSavedAddress(place)).resolves.toEqual({ message: 'Address saved', address: home });
  expect(calls[0]).toMatchObject({ url: `/api/${endpointUrl(addSavedAddressEndpoint)}`, method: addSavedAddressEndpoint.method });
  expect((await addSavedAddressEndpoint.loadBody!()).safeParse(calls[0]?.body).success).toBe(true);

  calls = answer(200, { status: 200, message: 'Address updated', data: { ...home, kind: 'work' } });
  await expect(editSavedAddress(4, { kind: 'work', address: 'Flat 2, T. Nagar, Chennai', latitude: 13.05, longitude: 80.24 })).resolves.toEqual({ message: 'Address updated', address: { ...home, kind: 'work' } });
  expect(calls[0]).toMatchObject({ url: `/api/${endpointUrl(editSavedAddressEndpoint, { params: { id: 4 } })}`, method: editSavedAddressEndpoint.method });
  expect((await editSavedAddressEndpoint.loadBody!()).safeParse(calls[0]?.body).success).toBe(true);

  calls = answer(200, { status: 200, message: 'Address deleted' });
  await expect(deleteSavedAddress(4)).resolves.toBe('Address deleted');
  expect(calls).toEqual([{ url: `/api/${endpointUrl(deleteSavedAddressEndpoint, { params: { id: 4 } })}`, method: deleteSavedAddressEndpoint.method, body: undefined }]);
});

it('fails with the server’s own words: the form’s message, else a field’s, else its message; ours when no answer came', async () => {
  answer(422, { status: 422, errors: { form: ['You can keep at most 10 addresses. Delete one to add another.'] }, message: 'Unprocessable' });
  await expect(addSavedAddress({ kind: 'home', address: 'x', latitude: 1, longitude: 1 })).rejects.toMatchObject({ status: 422, message: 'You can keep at most 10 addresses. Delete one to add another.' });
  answer(422, { status: 422, errors: { kind: ['Choose home, work or other.'] }, message: 'Unprocessable' });
  await expect(editSavedAddress(4, { kind: 'work' })).rejects.toMatchObject({ status: 422, message: 'Choose home, work or other.' });
  answer(404, { status: 404, errors: {}, message: 'Address not found' });
  await expect(deleteSavedAddress(4)).rejects.toMatchObject({ status: 404, message: 'Address not found' });
  globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
  await expect(getSavedAddresses()).rejects.toMatchObject({ status: 0, message: 'We could not reach ServeNear. Check your connection and try again.' });
});

it('offers every kind the server knows, once', () => {
  expect([...addressKindOrder].sort()).toEqual([...addressKinds].sort());
});
