import type { SeedPage } from './types';

export const contactUsPartners: SeedPage = {
  slug: 'contact-us-partners',
  title: 'Contact Us for Partners',
  content: `
<p>Our partner team helps with registration, verification, bookings and payments. We speak English, Hindi, Kannada and Tamil.</p>
<h2>Partner support</h2>
<ul>
<li>Phone: <a href="tel:+918047182200">+91 80 4718 2200</a> (choose option 2 for partners)</li>
<li>E-mail: <a href="mailto:partners@servenear.in">partners@servenear.in</a></li>
<li>Hours: Monday to Saturday, 8 am to 8 pm</li>
</ul>
<h2>When to contact us</h2>
<ul>
<li><strong>Verification</strong>: your account is still unverified after two working days, or we asked you for a clearer ID proof.</li>
<li><strong>Bookings</strong>: you cannot reach the customer, the start code does not work, or you need to cancel an assigned booking.</li>
<li><strong>Payments</strong>: a completed job is missing from your earnings table, or a weekly payment has not reached your bank account.</li>
<li><strong>Bank details</strong>: you have changed your bank account or IFSC code.</li>
</ul>
<p>Keep your registered mobile number and the booking ID ready; it lets us find your case quickly.</p>
<h2>Report an incident</h2>
<p>If a customer behaves inappropriately or you feel unsafe at a job, leave the place and call us straight away. You can also use the <a href="/report">Report and Queries</a> form. In an emergency, dial 112.</p>
<h2>Partner office</h2>
<p>ServeNear Technologies Private Limited, 3rd Floor, 42 Residency Road, Bengaluru, Karnataka 560025. Document checks in person by appointment only.</p>
`,
};
