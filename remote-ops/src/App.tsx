import { opsLiveRefresh } from '@servenear/shared/ops-api';
import { createRemoteApp } from '@servenear/shared/ui';
import { pages } from './app/pages';

/**
 * The remote's ./App: the ops console's sign-in page, or the console for everything under /ops.
 * A queue that changes (issue 40) is read again at once, and no queue polls while the stream is up.
 */
export default createRemoteApp('remote-ops', pages, {}, opsLiveRefresh);
