import type { SeedPage } from './types';

export const aboutUs: SeedPage = {
  slug: 'about-us',
  title: 'About ServeNear',
  content: `
<h2>Local help, booked the way you work</h2>
<p>ServeNear is a marketplace that connects households, shops and small factories with verified local service professionals. Whether you need an electrician for a morning, a warehouse helper for three days or a maths tutor for an hour every evening, you can find someone near you, see a clear price in rupees and book in a few taps.</p>
<p>We started in Bengaluru because finding reliable help still depends too much on whom you happen to know. A shop owner should not have to call five numbers to find a cashier for the festive rush, and a family should not have to guess what a plumber will charge. ServeNear puts the people, the prices and the reviews in one place.</p>
<h2>What you can book</h2>
<ul>
<li><strong>Industry &amp; Factory</strong>: warehouse helpers, forklift operators, machine maintenance technicians and inventory counting teams.</li>
<li><strong>Retail &amp; Shop</strong>: shop assistants, cashiers and extra hands for stock-taking and sales.</li>
<li><strong>Home &amp; Personal</strong>: electricians, plumbers, carpenters, painters, house cleaning, AC service, pest control, cooks and beauticians at home.</li>
<li><strong>Tutor/Consultancies</strong>: home tutors, spoken English classes, GST and tax consultants and interior design advice.</li>
</ul>
<h2>How we work</h2>
<p>Every partner on ServeNear registers with ID proof and bank details, and our team verifies them before they can take a single booking. You choose per-day or per-hour work, pick a date and time, and pay the price shown on the service: there are no hidden visiting charges. When the professional arrives, a four-digit start code confirms that the right person is at your door.</p>
<p>Partners keep control of the services they offer and see their earnings in one table, with payments settled straight to their bank accounts.</p>
<h2>Talk to us</h2>
<p>ServeNear Technologies Private Limited is based in Bengaluru, Karnataka. Write to <a href="mailto:support@servenear.in">support@servenear.in</a> or call <a href="tel:+918047182200">+91 80 4718 2200</a> (Monday to Saturday, 8 am to 8 pm). We read every message.</p>
`,
};
