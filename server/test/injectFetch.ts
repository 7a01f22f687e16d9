import type { FastifyInstance } from 'fastify';
import type { ApiOptions, FetchLike } from '../src/cli/opsAdmin';
import { signInCodeSentTo } from './accounts';

/**
 * fetch over app.inject: the API form of the admin CLI in tests, without opening a port. The app
 * is read on each call because tests create it in beforeAll, after this is set up.
 */
export const injectFetch =
  (app: () => FastifyInstance): FetchLike =>
  async (url, init) => {
    const { pathname, search } = new URL(url);
    const response = await app().inject({
      method: init.method as 'GET' | 'POST',
      url: pathname + search,
      headers: init.headers as Record<string, string>,
      ...(init.body ? { payload: init.body as string } : {}),
    });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
  };

/**
 * The admin CLI's API options over app.inject, answering the ops sign-in's second step (issue 39)
 * with the code the app texted, as a person reads it off their phone.
 */
export const injectApi = (app: () => FastifyInstance): ApiOptions => ({
  fetch: injectFetch(app),
  secondFactor: ({ mobile }) => signInCodeSentTo(app(), mobile),
});
