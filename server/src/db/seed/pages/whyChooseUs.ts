import type { SeedPage } from './types';

export const whyChooseUs: SeedPage = {
  slug: 'why-choose-us',
  title: 'Why Choose ServeNear',
  content: `
<p>There are many ways to find help in your city. Here is why thousands of households and businesses book through ServeNear.</p>
<h2>Verified professionals only</h2>
<p>Every partner is checked by our team with a government ID proof before they can take a booking. You know who is coming, and a four-digit start code confirms it when they arrive.</p>
<h2>Clear prices in rupees</h2>
<ul>
<li>Every service shows a per-day and a per-hour rate, rounded to whole rupees.</li>
<li>No visiting charges, no surprise fees: the total at checkout is what you pay.</li>
<li>Extra hours are charged at the same rate and only if you agree to them.</li>
</ul>
<h2>Help by the hour or by the day</h2>
<p>Book an electrician for two hours, a painter for three days or a cashier for the weekend. You choose the duration, the date and the time, up to a month ahead.</p>
<h2>One place for home and business</h2>
<p>From AC service and house cleaning to forklift operators and inventory counting, ServeNear covers homes, shops and factories, so you do not need a different contact for every job.</p>
<h2>Real reviews</h2>
<p>Only customers who have completed a booking can rate it. Ratings and reviews stay on the service for everyone to see.</p>
<h2>Free cancellation while pending</h2>
<p>Changed your mind? Cancel any booking that has not been assigned yet and get a full refund, no questions asked.</p>
<h2>People who answer</h2>
<p>Our support team in Bengaluru is reachable at <a href="tel:+918047182200">+91 80 4718 2200</a> and <a href="mailto:support@servenear.in">support@servenear.in</a>, Monday to Saturday, 8 am to 8 pm.</p>
`,
};
