/**
 * The development outbox (DEV_OUTBOX=true: the log SMS provider's stand-in for a phone): the
 * newest text it holds for `mobile` that contains `part`, waiting up to 20 s for the worker.
 */
export async function textTo(siteUrl: string, mobile: string, part: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${siteUrl}/api/dev/outbox?mobile=${mobile}`);
    const { data } = (await response.json()) as { data: { body: string }[] };
    const text = data.find((message) => message.body.includes(part))?.body;
    if (text) return text;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no text containing "${part}" reached ${mobile}`);
}

/** Issue 39: the 6-digit code an ops sign-in texted to `mobile`, the newest one. */
export async function signInCodeTo(siteUrl: string, mobile: string): Promise<string> {
  const text = await textTo(siteUrl, mobile, 'sign-in code is');
  const code = /sign-in code is (\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no sign-in code in "${text}"`);
  return code;
}
