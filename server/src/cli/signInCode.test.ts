// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devOutboxSecondFactor } from './signInCode';

/** A stand-in for a development server's SMS outbox (GET /api/dev/outbox?mobile=…), or a server without one (404). */
function outboxServer(texts: string[] | null): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (texts === null || !request.url?.startsWith('/api/dev/outbox?mobile=9000000001')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: texts.map((body) => ({ body })) }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

const sent = { mobile: '9000000001', mobileHint: '••••••0001' };

describe("the CLI's second factor outside production", () => {
  it('reads the newest sign-in code from the development outbox', async () => {
    const { url, server } = await outboxServer(['ServeNear ops: your sign-in code is 482913. It expires in 5 minutes.', 'ServeNear ops: your sign-in code is 111111. It expires in 5 minutes.']);
    try {
      await expect(devOutboxSecondFactor(url, async () => 'asked')(sent)).resolves.toBe('482913');
    } finally {
      server.close();
    }
  });

  it('asks the person when the server keeps no outbox (a server that texts for real)', async () => {
    const { url, server } = await outboxServer(null);
    try {
      await expect(devOutboxSecondFactor(url, async ({ mobileHint }) => `asked about ${mobileHint}`)(sent)).resolves.toBe('asked about ••••••0001');
    } finally {
      server.close();
    }
  });
});
