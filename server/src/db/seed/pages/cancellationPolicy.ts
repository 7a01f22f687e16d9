import type { SeedPage } from './types';

export const cancellationPolicy: SeedPage = {
  slug: 'cancellation-policy',
  title: 'Cancellation and Refund Policy',
  content: `
<p>Plans change. This page explains when you can cancel a booking on ServeNear and what happens to your money.</p>
<h2>Cancelling a pending booking</h2>
<p>A booking is <strong>pending</strong> from the moment you submit it until a partner is assigned to it. You can cancel a pending booking yourself from <strong>Booking History</strong> at no cost, and you receive a <strong>full refund</strong> of the amount paid.</p>
<h2>After a partner is assigned</h2>
<ul>
<li>Once a partner has been assigned, you can still cancel from <strong>Booking History</strong> until work begins; the partner is told at once. You can also move the booking to another slot there: the partner accepts or declines the new slot.</li>
<li>If you cancel more than 4 hours before the start time, we refund the full amount.</li>
<li>If you cancel within 4 hours of the start time, we may keep up to ₹100 or 10% of the booking amount, whichever is lower, to compensate the partner for the slot.</li>
<li>Once the start code has been verified and work has begun, the booking cannot be cancelled.</li>
</ul>
<h2>When we or the partner cancel</h2>
<p>If a partner cancels, we first try to assign another verified partner for the same slot. If we cannot, or if we cancel for any reason, you receive a full refund. Your booking history shows who cancelled the booking.</p>
<h2>Refunds</h2>
<ul>
<li>Refunds go back to the original payment method: UPI and wallets usually within 2 working days, cards and net banking within 5 to 7 working days.</li>
<li>You will receive an SMS when the refund is issued.</li>
<li>If a refund has not reached you after 7 working days, contact support with your booking ID.</li>
</ul>
<h2>Problems with the work</h2>
<p>If the work was not done as booked, do not approve the completion. Report it from the <strong>Report and Queries</strong> page within 48 hours; we will review it with the partner and arrange a redo or a partial or full refund.</p>
`,
};
