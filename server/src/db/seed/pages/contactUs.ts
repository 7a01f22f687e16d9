import type { SeedPage } from './types';

export const contactUs: SeedPage = {
  slug: 'contact-us',
  title: 'Contact Us',
  content: `
<p>We are here to help with bookings, payments, refunds and anything else about ServeNear.</p>
<h2>Customer support</h2>
<ul>
<li>Phone: <a href="tel:+918047182200">+91 80 4718 2200</a></li>
<li>E-mail: <a href="mailto:support@servenear.in">support@servenear.in</a></li>
<li>Hours: Monday to Saturday, 8 am to 8 pm; Sunday, 9 am to 1 pm</li>
</ul>
<p>Please keep your booking ID handy when you call or write; you will find it in <strong>Booking History</strong>. We reply to e-mails within one working day.</p>
<h2>Report a problem</h2>
<p>For a complaint about a service, a partner or a payment, the quickest way is the <a href="/report">Report and Queries</a> form. It reaches our support team directly and lets us track your case until it is resolved.</p>
<h2>Grievance officer</h2>
<p>If you are not satisfied with how your complaint was handled, write to our grievance officer at <a href="mailto:grievance@servenear.in">grievance@servenear.in</a>. We acknowledge every grievance within 48 hours and resolve it within 30 days.</p>
<h2>Office</h2>
<p>ServeNear Technologies Private Limited<br>3rd Floor, 42 Residency Road<br>Bengaluru, Karnataka 560025</p>
<p>Visits by appointment only. For partner questions, see <a href="/pages/contact-us-partners">Contact Us for Partners</a>.</p>
`,
};
