import { onPersonalChange, queryKeys } from '@servenear/shared/host';
import { createRemoteApp } from '@servenear/shared/ui';
import { pages } from './app/pages';

/**
 * The remote's ./App: renders the page it owns for the shell's route pattern. A live change of
 * the partner's jobs (issue 40: new, changed, withdrawn, approved) refreshes the jobs, the bell and
 * the earnings on screen.
 */
export default createRemoteApp('remote-partner', pages, {}, onPersonalChange([queryKeys.partner.all]));
