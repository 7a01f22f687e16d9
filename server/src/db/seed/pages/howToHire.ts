import type { SeedPage } from './types';

export const howToHire: SeedPage = {
  slug: 'how-to-hire',
  title: 'How to Hire on ServeNear',
  content: `
<p>Booking a professional on ServeNear takes a few minutes. Here is the whole journey, from search to a finished job.</p>
<h2>1. Sign up and set your location</h2>
<p>Create an account with your name and mobile number and confirm it with the four-digit OTP we send by SMS. Then enter your address so we can show services near you.</p>
<h2>2. Find the right service</h2>
<p>Browse the four categories (Industry &amp; Factory, Retail &amp; Shop, Home &amp; Personal, and Tutor/Consultancies) or search by name. Each service shows its per-day and per-hour price in rupees, its rating and reviews from other customers.</p>
<h2>3. Choose how long you need help</h2>
<ul>
<li><strong>Per day</strong>: 1 to 3 days, ideal for painting, shifting or stock-taking.</li>
<li><strong>Per hour</strong>: 1 to 12 hours, ideal for repairs, cleaning or tuition.</li>
</ul>
<p>Pick a date and a start time, up to one month ahead. Add more services to the cart if you need several things done.</p>
<h2>4. Book and pay</h2>
<p>Check your contact details and the address of the work, then pay securely by UPI, card or net banking. The total you see is the total you pay.</p>
<h2>5. We assign a verified partner</h2>
<p>Our team allocates a verified partner to your booking and you can follow it in <strong>Booking History</strong>. While the booking is still pending you can cancel it for a full refund.</p>
<h2>6. Start code, work, approval</h2>
<ul>
<li>When the partner arrives, the four-digit start code is verified and the job begins.</li>
<li>When the work is done, the partner marks it complete and you approve it.</li>
<li>Rate the partner and leave feedback to help other customers.</li>
</ul>
<h2>Need something that is not listed?</h2>
<p>Some services, such as interior design or pickup and delivery with Pass Fast Express, work by enquiry: send the details and we will call you back with a quote. Questions? Write to <a href="mailto:support@servenear.in">support@servenear.in</a>.</p>
`,
};
