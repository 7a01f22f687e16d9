import { onPersonalChange, queryKeys } from '@servenear/shared/host';
import { createRemoteApp } from '@servenear/shared/ui';
import { pages } from './app/pages';

/**
 * The remote's ./App: renders the page it owns for the shell's route pattern. A live change of
 * the customer's bookings or moves (issue 40) refreshes the booking lists and enquiries on screen.
 */
export default createRemoteApp('remote-booking', pages, {}, onPersonalChange([queryKeys.bookings.all]));
