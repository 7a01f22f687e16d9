import { customerNotificationsEndpoint, customerNotificationsReadEndpoint, endpointUrl } from '@servenear/shared/endpoints';
import { getNotifications, postNotificationsRead } from './notificationsApi';

/** The bell's own fetch calls ask for the catalogue's URLs and read the feed as its toModel does (one query key holds both). */
function answer(body: unknown) {
  const calls: Array<[string, RequestInit | undefined]> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(url), init]);
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

afterEach(() => jest.restoreAllMocks());

it('reads the feed as customerNotificationsEndpoint does, from its URL', async () => {
  const reply = {
    status: 200,
    data: {
      unread: 1,
      notifications: [
        { id: 2, kind: 'partner_assigned', message: 'Arun has been assigned.', booking_id: 12, created_at: '2026-11-29T08:00:00.000Z', read: false, link: '/instand-booking' },
        { id: 1, kind: 'booking_received', message: 'Booking received.', booking_id: 12, created_at: '2026-11-28T08:00:00.000Z', read: true, link: '/instand-booking' },
      ],
    },
  };
  const calls = answer(reply);
  await expect(getNotifications()).resolves.toEqual(customerNotificationsEndpoint.toModel(customerNotificationsEndpoint.reply.parse(reply)));
  expect(calls[0]?.[0]).toBe(`/api/${endpointUrl(customerNotificationsEndpoint)}`);
});

it("marks them read at customerNotificationsReadEndpoint's URL, with an empty body", async () => {
  const calls = answer({ status: 200, data: { unread: 0 } });
  await postNotificationsRead();
  expect(customerNotificationsReadEndpoint.method).toBe('POST');
  expect(calls[0]?.[0]).toBe(`/api/${endpointUrl(customerNotificationsReadEndpoint)}`);
  expect(customerNotificationsReadEndpoint.body?.safeParse(JSON.parse(String(calls[0]?.[1]?.body))).success).toBe(true);
});
