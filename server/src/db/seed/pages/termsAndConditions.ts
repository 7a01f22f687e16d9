import type { SeedPage } from './types';

export const termsAndConditions: SeedPage = {
  slug: 'terms-and-conditions',
  title: 'Terms and Conditions',
  content: `
<p>These terms apply to everyone who uses the ServeNear website, whether to book a service (a "customer") or to offer one (a "partner"). By creating an account or placing a booking you agree to them. ServeNear Technologies Private Limited ("ServeNear", "we") runs the platform; the service itself is performed by the independent partner assigned to your booking.</p>
<h2>1. Accounts</h2>
<ul>
<li>You must be at least 18 years old and give a mobile number you can receive an OTP on.</li>
<li>Keep your password private. You are responsible for bookings made from your account.</li>
<li>We may suspend accounts that give false details, abuse partners or customers, or try to bypass the platform.</li>
</ul>
<h2>2. Bookings</h2>
<p>You book a service per day (1 to 3 days) or per hour (1 to 12 hours) for a chosen date and time, up to one month ahead. After you submit a booking, our team allocates a verified partner. The booking is confirmed once a partner has been assigned; until then it is pending. If no partner is available for your slot, we will tell you and refund any amount paid.</p>
<h2>3. Prices and payment</h2>
<ul>
<li>Prices are in Indian rupees and are rounded to whole rupees. The amount shown at checkout is the amount you pay.</li>
<li>Payments are processed by our payment partner; we never see or store your card or UPI PIN.</li>
<li>Work beyond the booked duration is charged extra at the same rate and must be agreed with the partner before it starts.</li>
</ul>
<h2>4. Start code and completion</h2>
<p>When the partner arrives, a four-digit start code (OTP) is verified before work begins. After the partner marks the job complete, you or our team approve the completion. If something is wrong, report it before approving.</p>
<h2>5. Cancellations and refunds</h2>
<p>Pending bookings can be cancelled from your booking history with a full refund. Details are in our <a href="/pages/cancellation-policy">Cancellation Policy</a>.</p>
<h2>6. Partners</h2>
<p>Partners are independent professionals, not employees of ServeNear. They must keep their ID proof, skills and bank details current, arrive on time, and treat customers and their property with care.</p>
<h2>7. Liability</h2>
<p>We verify partners and handle complaints in good faith, but we are not liable for indirect losses. Our liability for any booking is limited to the amount paid for it. Nothing here limits your rights under the Consumer Protection Act, 2019.</p>
<h2>8. Disputes</h2>
<p>These terms are governed by Indian law, and courts in Bengaluru have jurisdiction. Questions: <a href="mailto:support@servenear.in">support@servenear.in</a>.</p>
`,
};
