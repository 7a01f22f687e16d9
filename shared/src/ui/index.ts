export { Loading } from './Loading';
export { createRemoteApp, type RemotePages } from './remoteApp';
