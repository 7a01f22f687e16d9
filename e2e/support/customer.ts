import type { BrowserContext, Page } from 'playwright-core';
import { freshMobile, latestOtp } from './accounts';
import { signInCodeTo } from './outbox';
import type { SiteUrlAndBrowser } from './lifecycle';

/** The seeded demo accounts the journeys act as (README 'Demo logins'). */
export const demoAccounts = {
  customer: { mobile: '9876500001', password: 'demo1234' },
  /** The verified demo partner: offers Electrician and Appliance Repair around Chennai. */
  partner: { mobile: '9876500002', password: 'demo1234' },
  admin: { mobile: '9000000001', password: 'ServeNear@Admin1' },
} as const;

/** A stored location in Chennai, where the demo partners work. */
export const chennai = { latitude: 13.0827, longitude: 80.2707, address: 'Anna Nagar, Chennai' };

export interface ApiReply<T> {
  status: number;
  json: T;
}

/** Calls the running site's API as a client would, with a session token when given. */
export async function callApi<T>(
  siteUrl: string,
  method: string,
  apiPath: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiReply<T>> {
  const response = await fetch(`${siteUrl}/api/${apiPath}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** Calls the API expecting a 200 and gives the reply's JSON; anything else fails with the server's answer. */
export async function okApi<T>(siteUrl: string, method: string, apiPath: string, token: string, body?: unknown): Promise<T> {
  const reply = await callApi<T>(siteUrl, method, apiPath, token, body);
  if (reply.status !== 200) throw new Error(`${method} ${apiPath} answered ${reply.status}: ${JSON.stringify(reply.json)}`);
  return reply.json;
}

/** Logs in through the API; the session's token and the account's id. */
export async function tokenOf(siteUrl: string, role: 'user' | 'employee' | 'admin', account: { mobile: string; password: string }) {
  const { status, json } = await callApi<{ success: { token: string; id: number }; second_factor?: { challenge: string } }>(siteUrl, 'POST', `${role}/login`, undefined, account);
  if (status !== 200) throw new Error(`${role} login for ${account.mobile} answered ${status}`);
  if (role !== 'admin') return json.success;
  // Issue 39: ops sign in with the password, then the code texted to their number.
  const code = await signInCodeTo(siteUrl, account.mobile);
  const signedIn = await callApi<{ success: { token: string; id: number } }>(siteUrl, 'POST', 'admin/login/code', undefined, { challenge: json.second_factor!.challenge, code });
  if (signedIn.status !== 200) throw new Error(`admin sign-in code for ${account.mobile} answered ${signedIn.status}`);
  return signedIn.json.success;
}

export interface Account {
  mobile: string;
  password: string;
}

/**
 * A new customer who has confirmed their number with the code the dev outbox holds, as the
 * sign-up page does: on the shared site a journey that counts a customer's cart, bookings or
 * notifications starts from its own empty account, whatever other journeys did before.
 */
export async function freshCustomer(siteUrl: string): Promise<Account & { token: string; id: number }> {
  const account = { mobile: freshMobile('8'), password: 'tamarind42' };
  const registered = await callApi<{ success: { token: string; id: number } }>(siteUrl, 'POST', 'user/user-register', undefined, { name: 'Asha Verma', ...account });
  if (registered.status !== 200) throw new Error(`user-register answered ${registered.status}: ${JSON.stringify(registered.json)}`);
  const { token, id } = registered.json.success;
  // The OTP page asks for the code when it opens.
  await okApi(siteUrl, 'POST', 'user/resend-otp', token, { phoneNumber: account.mobile });
  await okApi(siteUrl, 'POST', 'user/verify-otp', token, { otp: await latestOtp(siteUrl, account.mobile) });
  return { ...account, token, id };
}

/**
 * A fresh browser profile holding `location`, with the demo customer signed in through the login
 * page; `reducedMotion: 'reduce'` asks for less motion as a system setting would (no autoplay).
 */
export function signInDemoCustomer(
  e2e: SiteUrlAndBrowser,
  location = chennai,
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  return signInCustomerAs(e2e, demoAccounts.customer, location, options);
}

/** As signInDemoCustomer, for another customer's account (freshCustomer). */
export async function signInCustomerAs(
  e2e: SiteUrlAndBrowser,
  account: Account,
  location = chennai,
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: options.reducedMotion });
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('servenear-session')) {
      localStorage.setItem('servenear-session', JSON.stringify({ state: { session: null, location: stored }, version: 0 }));
    }
  }, location);
  const page = await context.newPage();
  await page.goto(`${e2e.site.url}/login`);
  await page.getByLabel(/mobile/i).fill(account.mobile);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${e2e.site.url}/`);
  return { context, page };
}

/** A fresh browser profile with the verified demo partner signed in at /employee-login; a partner lands on their home, '/'. */
export async function signInDemoPartner(e2e: SiteUrlAndBrowser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${e2e.site.url}/employee-login`);
  await page.getByLabel(/mobile/i).fill(demoAccounts.partner.mobile);
  await page.getByLabel(/^password/i).fill(demoAccounts.partner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${e2e.site.url}/`);
  return { context, page };
}
