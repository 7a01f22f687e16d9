import { createRemoteApp } from '@servenear/shared/ui';
import { pages } from './app/pages';

/** The remote's ./App: renders the page it owns for the shell's route pattern. */
export default createRemoteApp('remote-account', pages);
