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
