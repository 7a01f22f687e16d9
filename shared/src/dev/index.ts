// The remotes' standalone dev pages (src/dev.tsx, built only by `npm run dev`). @internal:
// `knip --production` leaves the dev pages out, and does not count this as unused.
/** @internal */
export { renderStandalone } from './renderStandalone';
