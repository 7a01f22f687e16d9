import { onPersonalChange, queryKeys } from '@servenear/shared/host';
import { createRemoteApp } from '@servenear/shared/ui';
import { pages } from './app/pages';

/** The remote's ./App: renders the page it owns for the shell's route pattern; /notification refreshes live (issue 40). */
export default createRemoteApp('remote-account', pages, {}, onPersonalChange([queryKeys.account.notifications()]));
