// The six front-end apps in build order, and their dev-server ports (see each rspack.config.ts).
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export const APPS = [
  { name: 'shell', port: 3000 },
  { name: 'remote-catalog', port: 3001 },
  { name: 'remote-booking', port: 3002 },
  { name: 'remote-account', port: 3003 },
  { name: 'remote-partner', port: 3004 },
  { name: 'remote-ops', port: 3005 },
];

export const REMOTES = APPS.filter((app) => app.name !== 'shell');

export const API_PORT = 8080;
