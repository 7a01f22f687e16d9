export { Loading } from './Loading';
export { createRemoteApp, type RemotePages, type RemoteWidgets } from './remoteApp';
