import { TwilioSmsProvider, type FetchLike } from './twilio';

const settings = { accountSid: 'AC0123456789abcdef', authToken: 'secret-token', from: '+14155550100' };

function recordingFetch(response: Response) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return response;
  };
  return { calls, fetchImpl };
}

describe('TwilioSmsProvider', () => {
  it('posts the message to the account Messages endpoint with basic auth and +91', async () => {
    const { calls, fetchImpl } = recordingFetch(new Response('{"sid":"SM1"}', { status: 201 }));

    await new TwilioSmsProvider(settings, fetchImpl).send('9876500001', 'ServeNear: your verification code is 4821.');

    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('AC0123456789abcdef:secret-token').toString('base64')}`);
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      To: '+919876500001',
      From: '+14155550100',
      Body: 'ServeNear: your verification code is 4821.',
    });
  });

  it('throws when Twilio does not accept the message', async () => {
    const { fetchImpl } = recordingFetch(new Response('{"code":21211,"message":"Invalid To"}', { status: 400 }));

    await expect(new TwilioSmsProvider(settings, fetchImpl).send('9876500001', 'hello')).rejects.toThrow(/HTTP 400/);
  });
});
