export { Chevron } from './Chevron';
export { Loading } from './Loading';
export { lazyPage, type ModuleLoad } from './lazyPage';
export { createRemoteApp, type RemotePages, type RemoteWidgets } from './remoteApp';
export { ServiceImage } from './ServiceImage';
export { Stars } from './Stars';
export { QueryState, RetryButton } from './QueryState';
