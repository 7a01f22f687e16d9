import type { SmsProvider } from './sms';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number or messaging service, as Twilio knows it (E.164, e.g. +14155550100). */
  from: string;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const API_BASE = 'https://api.twilio.com/2010-04-01';
const TIMEOUT_MS = 10_000;

/** Sends through Twilio's REST Messages API; numbers are stored as 10 digits, so +91 is added. */
export class TwilioSmsProvider implements SmsProvider {
  constructor(
    private readonly settings: TwilioSettings,
    private readonly fetchImpl: FetchLike,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const { accountSid, authToken, from } = this.settings;
    const url = `${API_BASE}/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await this.fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: `+91${to}`, From: from, Body: text }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      // Twilio's body names the problem (code, message) but never echoes the token.
      throw new Error(`Twilio refused the SMS: HTTP ${response.status} ${await response.text()}`);
    }
  }
}
