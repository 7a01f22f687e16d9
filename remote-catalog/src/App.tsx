import { createRemoteApp } from '@servenear/shared/ui';
import { pages } from './app/pages';
import { widgets } from './app/widgets';

/** The remote's ./App: the page it owns for the shell's route pattern, or one of its widgets. */
export default createRemoteApp('remote-catalog', pages, widgets);
