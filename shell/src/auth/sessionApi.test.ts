import { customerLogoutEndpoint, opsLogoutEndpoint, endpointUrl, sessionEndpoint } from '@servenear/shared/endpoints';
import { getSession, postLogout } from './sessionApi';

/** The shell's own fetch calls ask for the catalogue's URLs and read the reply as its toModel does. */
function answer(status: number, body: unknown) {
  const calls: Array<[string, RequestInit | undefined]> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(url), init]);
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

afterEach(() => jest.restoreAllMocks());

describe('GET session', () => {
  const customer = { role: 'user', name: 'Asha Verma', user_id: 7, is_verified: 1, mobile: '9876500001' };

  it.each([
    ['a verified customer', customer],
    ['an unverified one', { ...customer, is_verified: 0 }],
    ['an account without a number', { ...customer, mobile: null }],
    ['a partner', { role: 'employee', name: 'Ravi', user_id: 9, is_verified: 1, mobile: '9876500002' }],
  ])('reads %s as sessionEndpoint does, from its URL', async (_case, data) => {
    const reply = { status: 200, data };
    const calls = answer(200, reply);
    await expect(getSession()).resolves.toEqual(sessionEndpoint.toModel(sessionEndpoint.reply.parse(reply)));
    expect(calls[0]?.[0]).toBe(`/api/${endpointUrl(sessionEndpoint)}`);
  });

  it('reads data null as no session, as sessionEndpoint does', async () => {
    answer(200, { status: 200, data: null });
    await expect(getSession()).resolves.toBeNull();
    expect(sessionEndpoint.toModel({ status: 200, data: null })).toBeNull();
  });
});

it("a customer's logout posts to customerLogoutEndpoint's URL", async () => {
  const calls = answer(200, { status: 200, message: 'Logged out successfully.' });
  await postLogout('user');
  expect(customerLogoutEndpoint.method).toBe('POST');
  expect(calls).toEqual([[`/api/${endpointUrl(customerLogoutEndpoint)}`, { method: 'POST', credentials: 'include' }]]);
});

it("an ops person's logout posts to opsLogoutEndpoint's URL (the console's sign-out through the host)", async () => {
  const calls = answer(200, { status: 200, message: 'Logged out successfully.' });
  await postLogout('admin');
  expect(calls).toEqual([[`/api/${endpointUrl(opsLogoutEndpoint)}`, { method: 'POST', credentials: 'include' }]]);
});
