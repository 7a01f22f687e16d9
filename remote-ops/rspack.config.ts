import { createConfig, createSsrConfig } from '../rspack.config.base.ts';
import { routeClaims } from './src/app/routeClaims.ts';

const app = { dir: import.meta.dirname, name: 'remote_ops', role: 'remote' as const };

// The ops console joined after the shell was built: its release says which routes it owns
// (routes.json, decision 0058). A production build also makes the page's server render.
export default (env: Record<string, unknown>, argv: { mode?: string }) => {
  const client = createConfig({ ...app, port: 3005, exposes: { './App': './src/App.tsx' }, routeClaims }, argv);
  return argv.mode === 'development' ? client : [client, createSsrConfig(app)];
};
