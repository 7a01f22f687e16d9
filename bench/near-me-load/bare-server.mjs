// Usage: PORT=<port> node bench/near-me-load/bare-server.mjs
// The baseline of bench/near-me-load.mjs: a Fastify 5 server with one route and no database,
// so its figures are what the machine, Node, Fastify and autocannon cost on their own.
import { createRequire } from 'node:module';
import path from 'node:path';

// The server workspace's own Fastify, the same version the API server runs.
const requireFromServer = createRequire(path.join(import.meta.dirname, '..', '..', 'server', 'package.json'));
const Fastify = requireFromServer('fastify');

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 200, data: { ok: true, service: 'bare' } }));

process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
