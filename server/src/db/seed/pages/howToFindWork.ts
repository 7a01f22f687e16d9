import type { SeedPage } from './types';

export const howToFindWork: SeedPage = {
  slug: 'how-to-find-work',
  title: 'How to Find Work on ServeNear',
  content: `
<p>Joining ServeNear as a partner is free and takes about ten minutes. Here is how to go from registration to your first paid job.</p>
<h2>1. Register as a professional</h2>
<p>Sign up with your name and a 10-digit mobile number. Add your experience, your address, a photograph and your bank details, and upload a government ID proof such as Aadhaar, PAN, a voter ID or a driving licence.</p>
<h2>2. Get verified</h2>
<p>Our team checks your documents, usually within two working days, and may call you to confirm details. Until your account is verified you will see a note saying so, and you cannot receive bookings.</p>
<h2>3. Add your services</h2>
<ul>
<li>Choose a category, a sub-category and the services you offer from our catalogue.</li>
<li>If your skill is not listed, add it as a custom service and describe it.</li>
<li>Add clear photographs of your work: good photos get more bookings.</li>
</ul>
<h2>4. Receive bookings</h2>
<p>When a customer near you books a service you offer, our team assigns it to you. You see it in your booking list with the date, time, duration, address and contact number.</p>
<h2>5. Start, finish, get paid</h2>
<ul>
<li>At the customer's place, generate the four-digit start code and verify it to start the job.</li>
<li>When the work is done, mark it complete. The customer or our team approves it.</li>
<li>Approved jobs are paid to your bank account every week; follow them in your earnings table.</li>
</ul>
<h2>Tips for more work</h2>
<ul>
<li>Arrive on time and keep the customer informed.</li>
<li>Ask happy customers to rate you: ratings decide who sees your services first.</li>
<li>Keep your profile and bank details up to date.</li>
</ul>
<p>Questions? Write to <a href="mailto:partners@servenear.in">partners@servenear.in</a>.</p>
`,
};
