import { createRemoteApp } from '@servenear/shared/ui';
import { pages } from './app/pages';

/** The remote's ./App: the ops console's sign-in page, or the console for everything under /ops. */
export default createRemoteApp('remote-ops', pages);
