import { createInterface } from 'node:readline/promises';

/**
 * Issue 39: the CLI's answer to the second factor of an ops sign-in through the API. Given the
 * number the code went to (and its hint as the server shows it), the code as the person read it.
 * Tests and the e2e journeys pass one that reads the site's SMS outbox.
 */
export type SecondFactor = (sent: { mobile: string; mobileHint: string }) => Promise<string>;

/**
 * Asks on the terminal. No environment variable can stand in: the code is made when the password
 * is checked, so nothing set before the command starts can know it.
 */
export const terminalSecondFactor: SecondFactor = async ({ mobileHint }) => {
  if (!process.stdin.isTTY) {
    throw new Error(`The server texted a sign-in code to ${mobileHint}: run the command in a terminal to type it in.`);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await prompt.question(`Sign-in code texted to ${mobileHint}: `)).trim();
  } finally {
    prompt.close();
  }
};

/** How long the outbox is asked for a code the server has just texted. */
const OUTBOX_WAIT_MS = 10_000;

/**
 * Outside production only, as the demo admin is: the code read from the server's development SMS
 * outbox (`DEV_OUTBOX=true`, answered to loopback clients only, so a server that texts for real
 * has none), else asked on the terminal. So `npm run remotes -- status --api …` and the admin CLI
 * work against a local or test site without a person at the keyboard.
 */
export function devOutboxSecondFactor(apiUrl: string, fallback: SecondFactor = terminalSecondFactor): SecondFactor {
  return async (sent) => {
    const outbox = new URL(`/api/dev/outbox?mobile=${encodeURIComponent(sent.mobile)}`, apiUrl);
    for (const deadline = Date.now() + OUTBOX_WAIT_MS; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const response = await fetch(outbox).catch(() => null);
      if (!response?.ok) return fallback(sent);
      const { data } = (await response.json()) as { data: { body: string }[] };
      const code = data.map((message) => /sign-in code is (\d{6})\b/.exec(message.body)?.[1]).find((found) => found !== undefined);
      if (code) return code;
    }
    return fallback(sent);
  };
}
