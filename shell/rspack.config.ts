import { createConfig, createSsrConfig } from '../rspack.config.base.ts';

const app = { dir: import.meta.dirname, name: 'shell' };

// A production build also makes the server-side render (dist-ssr/render.cjs).
export default (env: Record<string, unknown>, argv: { mode?: string }) => {
  const client = createConfig({ ...app, role: 'host', port: 3000 }, argv);
  return argv.mode === 'development' ? client : [client, createSsrConfig(app)];
};
