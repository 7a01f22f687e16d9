// TEST-ONLY: helpers for the remotes' jest tests (a fake API transport, a page renderer
// inside the test host, the checks of a remote's pages against the route table). Never import
// this area from application code: it pulls in @testing-library and jest globals, and
// scripts/import-boundaries.test.ts fails if a file other than a *.test.ts(x) or a src/test/
// helper imports it. Each export is tagged @internal: `knip --production`, which leaves the
// tests out, does not count them as unused.
/** @internal */
export { failed, fakeApi, formFields, headersOf, ok, pendingReply } from './fakeApi';
/** @internal */
export type { FakeReply, FakeRequest, FakeRoute } from './fakeApi';
/** @internal */
export { CurrentLocation } from './CurrentLocation';
/** @internal */
export { removeMatchMedia, stubMatchMedia } from './matchMedia';
/** @internal */
export { renderRemotePage, type RenderRemotePageOptions } from './renderRemotePage';
/** @internal */
export { pageContractProblems, unnamedChunkImports, widgetChunkName } from './pageContract';
/** @internal */
export { queryHookHost, settled } from './queryHookHost';
/** @internal */
export { cartItemReply } from './wireFixtures';
