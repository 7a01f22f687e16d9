import type { Page } from 'playwright-core';

/**
 * The latest code the development SMS outbox holds for a number (the SMS provider's stand-in).
 * The outbox exists only on a server started with DEV_OUTBOX=true (site.ts does) and answers
 * only to loopback clients.
 */
export async function latestOtp(siteUrl: string, mobile: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${siteUrl}/api/dev/outbox?mobile=${mobile}`);
    if (response.status === 404) throw new Error('no dev outbox: start the server with DEV_OUTBOX=true and read it from 127.0.0.1');
    const { data } = (await response.json()) as { data: { body: string }[] };
    // The newest text about a code: events' texts (the job queue's) may arrive after it.
    const code = data.find((message) => /\bcode\b/i.test(message.body))?.body.match(/\b(\d{4})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code was sent to ${mobile}`);
}

/** Types a four-digit code into the OTP boxes, one digit per box. */
export async function typeOtp(page: Page, code: string): Promise<void> {
  const boxes = page.getByRole('textbox', { name: /digit/i });
  for (let index = 0; index < 4; index += 1) await boxes.nth(index).fill(code[index]!);
}

/** A fresh Indian mobile number per run, so journeys never collide. */
export function freshMobile(firstDigit = '9'): string {
  return `${firstDigit}${String(Date.now()).slice(-9)}`;
}

/** A tiny valid PNG (1×1 px), as an ID proof or a profile photo. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
