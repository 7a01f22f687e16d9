import { createConfig, createSsrConfig } from '../rspack.config.base.ts';

const app = { dir: import.meta.dirname, name: 'remote_catalog', role: 'remote' as const };

// A production build also makes the page's server render (dist/ssr/render.cjs).
export default (env: Record<string, unknown>, argv: { mode?: string }) => {
  const client = createConfig({ ...app, port: 3001, exposes: { './App': './src/App.tsx' } }, argv);
  return argv.mode === 'development' ? client : [client, createSsrConfig(app)];
};
