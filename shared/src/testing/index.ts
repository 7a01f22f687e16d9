// TEST-ONLY: helpers for the remotes' jest tests (a fake API transport, a page renderer
// inside the test host, the checks of a remote's pages against the route table). Never import this area from application code: it pulls in
// @testing-library and jest globals, and scripts/import-boundaries.test.ts fails if a
// file other than a *.test.ts(x) or a src/test/ helper imports it.
export { failed, fakeApi, formFields, headersOf, ok, pendingReply } from './fakeApi';
export type { FakeReply, FakeRequest, FakeRoute } from './fakeApi';
export { CurrentLocation } from './CurrentLocation';
export { removeMatchMedia, stubMatchMedia } from './matchMedia';
export { renderRemotePage, type RenderRemotePageOptions } from './renderRemotePage';
export { pageContractProblems, unnamedChunkImports, widgetChunkName } from './pageContract';
