import type { RemotePages } from '@servenear/shared/ui';

/**
 * Route pattern (as in the shell's route table) → page. None of this remote's pages is
 * built yet: the shell shows its not-found page on their routes until a page lands here.
 */
export const pages: RemotePages = {};
