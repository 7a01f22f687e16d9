import type { SeedPage } from './types';

export const businessPartners: SeedPage = {
  slug: 'business-partners',
  title: 'ServeNear for Business',
  content: `
<p>Warehouses, factories, shops and offices use ServeNear to find verified people for short-term and recurring work, without the paperwork of a staffing agency.</p>
<h2>Who it is for</h2>
<ul>
<li><strong>Warehouses and logistics</strong>: helpers for loading and unloading, forklift operators, inventory counting teams.</li>
<li><strong>Factories and workshops</strong>: machine maintenance technicians, electricians and helpers for shutdowns and peak orders.</li>
<li><strong>Retail and shops</strong>: shop assistants and cashiers for weekends, sales and the festive season.</li>
<li><strong>Offices and societies</strong>: house cleaning, pest control, security guards, CCTV installation and AC service.</li>
</ul>
<h2>Why businesses book with us</h2>
<ul>
<li>Book by the hour (1 to 12 hours) or by the day (1 to 3 days), up to a month ahead.</li>
<li>Every professional is verified with a government ID proof before their first job.</li>
<li>One clear rate in rupees per service; a GST invoice for every booking.</li>
<li>A start code confirms each person on arrival, and you approve the work before it is closed.</li>
</ul>
<h2>Larger or recurring needs</h2>
<p>Need ten helpers every Saturday, or a team for a week-long stock count? Tell us the work, the place and the dates. A dedicated account manager will send a quote within one working day and keep the same trusted people on your jobs where possible.</p>
<h2>Get in touch</h2>
<p>Write to <a href="mailto:business@servenear.in">business@servenear.in</a> or call <a href="tel:+918047182200">+91 80 4718 2200</a> (option 3). Offering a service yourself? Read <a href="/pages/how-to-find-work">how to find work</a> instead.</p>
`,
};
