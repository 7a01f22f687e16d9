import type { SeedPage } from './types';

export const privacyPolicy: SeedPage = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  content: `
<p>This policy explains what personal data ServeNear collects, why, and what you can do about it. We process personal data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details</strong>: name, mobile number, e-mail address and a hashed password.</li>
<li><strong>Booking details</strong>: the service, date, time, duration, address and any notes you add.</li>
<li><strong>Location</strong>: the address or area you enter, so we can show services near you.</li>
<li><strong>Partner details</strong>: ID proof, experience, photograph and bank account, needed to verify partners and pay them.</li>
<li><strong>Payment records</strong>: the amount, status and reference from our payment partner. We never store card numbers or UPI PINs.</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>To create your account and confirm your mobile number with an OTP.</li>
<li>To allocate a partner to your booking and share with them only what they need: your name, contact number, address and the job.</li>
<li>To process payments and refunds and to keep records the law requires.</li>
<li>To handle reports, complaints and fraud, and to keep the platform safe.</li>
</ul>
<p>We do not sell your data and we do not share it with advertisers.</p>
<h2>How long we keep it</h2>
<p>We keep account data while your account is open. Booking and payment records are kept for eight years, as tax law requires. Partner ID proofs are deleted within 90 days after a partner closes their account.</p>
<h2>Your rights</h2>
<ul>
<li>See the data we hold about you and correct it from your profile.</li>
<li>Ask us to delete your account and the data we do not have to keep.</li>
<li>Withdraw consent for optional messages at any time.</li>
</ul>
<h2>Security</h2>
<p>Passwords are stored hashed, sessions can be ended by logging out, and data travels over encrypted connections.</p>
<h2>Grievance officer</h2>
<p>Write to our grievance officer at <a href="mailto:grievance@servenear.in">grievance@servenear.in</a>, or to <a href="mailto:support@servenear.in">support@servenear.in</a>. We acknowledge complaints within 48 hours and resolve them within 30 days.</p>
`,
};
