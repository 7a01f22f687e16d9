/**
 * Issue 40: what happens to a job shows on the customer's and the partner's screens at once, with
 * no reload and no polling: ops allocate, the partner asks for the start code and types it, and
 * the customer's Instant Booking page follows ("Partner assigned", the code, "work started").
 * The same through two instances behind HAProxy, with the customer's instance killed in between,
 * is in cluster.e2e.ts.
 */
import { useSiteAndBrowser } from './support/lifecycle';
import { followJobLive } from './support/liveJourney';

const e2e = useSiteAndBrowser();

test('the customer’s Instant Booking page follows the job live while the partner acts in another browser', async () => {
  await followJobLive(e2e.site.url, e2e.browser);
});
