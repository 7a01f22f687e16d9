// `npm test -w <app>` (issue 42): the app's tests and the contract tests that bind it. npm runs a
// workspace's script in the workspace's folder, which names the app.
const path = require('node:path');
const { appConfig } = require('./projects.cjs');

module.exports = appConfig(path.basename(process.cwd()));
