import { createConfig } from '../rspack.config.base.ts';

export default (env: Record<string, unknown>, argv: { mode?: string }) =>
  createConfig({ dir: import.meta.dirname, name: 'shell', role: 'host', port: 3000 }, argv);
