import { createConfig } from '../rspack.config.base.ts';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createConfig(
    {
      dir: import.meta.dirname,
      name: 'remote_partner',
      role: 'remote',
      port: 3004,
      exposes: { './App': './src/App.tsx' },
    },
    argv,
  );
