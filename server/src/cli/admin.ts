// `npm run admin -- …`: partner verification and booking allocation from a terminal (see `usage`).
import { runAdmin } from './runAdmin';

runAdmin(process.argv.slice(2), {
  env: process.env,
  out: (text) => console.log(text),
  error: (text) => console.error(text),
}).then((code) => process.exit(code));
