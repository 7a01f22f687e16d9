import type { SeedPage } from './types';

export const trustSafetySecurity: SeedPage = {
  slug: 'trust-safety-security',
  title: 'Trust, Safety and Security',
  content: `
<p>Letting someone into your home, shop or factory takes trust. Here is what ServeNear does to earn it, and what you can do to stay safe.</p>
<h2>Every partner is verified</h2>
<ul>
<li>Partners register with a government ID proof (Aadhaar, PAN, voter ID or driving licence), a photograph, their address and their work experience.</li>
<li>Our team checks the documents and speaks to the partner before approving the account. Until then, the partner cannot receive bookings.</li>
<li>Bank details are checked so that payments reach the person who did the work, and nobody else.</li>
</ul>
<h2>The right person at your door</h2>
<p>Every booking is assigned by our team to one named partner. When the partner arrives, a four-digit start code (OTP) is verified before the job starts. If someone cannot complete the start code, do not let the work begin and call us.</p>
<h2>Safe payments</h2>
<ul>
<li>Pay through ServeNear only. The price you see is the price you pay; partners must not ask for extra cash.</li>
<li>Card and UPI payments are handled by a regulated payment gateway. We never ask for your OTP, PIN or CVV over the phone.</li>
</ul>
<h2>Your data</h2>
<p>Partners see only what they need for the job: your name, contact number and the address of the work. Your password is stored hashed, and you can end a session at any time by logging out. Read our <a href="/pages/privacy-policy">Privacy Policy</a> for details.</p>
<h2>Ratings keep quality honest</h2>
<p>After every completed job you can rate the partner from 1 to 5 and leave feedback. Partners with repeated complaints are reviewed and, where needed, removed from the platform.</p>
<h2>Report a concern</h2>
<p>If anything feels wrong, use the <a href="/report">Report and Queries</a> form, write to <a href="mailto:support@servenear.in">support@servenear.in</a> or call <a href="tel:+918047182200">+91 80 4718 2200</a>. In an emergency, dial 112 first.</p>
`,
};
