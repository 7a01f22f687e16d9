// One jest run for the whole repo: browser code in jsdom, the server and the scripts
// in node. Each app also runs its own part alone: `npm test -w <app>` (scripts/jest/projects.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest reads this file as CommonJS.
const { runOptions, serverProject, webProject } = require('./scripts/jest/projects.cjs');

module.exports = {
  ...runOptions,
  projects: [webProject(['shared', 'shell', 'remote-catalog', 'remote-booking', 'remote-account', 'remote-partner', 'remote-ops']), serverProject],
};
