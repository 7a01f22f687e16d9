export { createRemotePageRenderer, type RemotePageInput, type RemotePageOutput, type RenderRemotePage } from './renderRemotePage';
