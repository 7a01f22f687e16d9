import type { SeedPage } from './types';

export const whyChooseUsPartners: SeedPage = {
  slug: 'why-choose-us-partners',
  title: 'Why Work with ServeNear',
  content: `
<p>ServeNear helps skilled professionals find steady work close to home. Whether you are an electrician, a tutor, a forklift operator or a beautician, here is why partners choose us.</p>
<h2>Work that comes to you</h2>
<p>Customers near you book by the hour or by the day, and our team assigns the bookings. You spend your time working, not looking for customers.</p>
<h2>You set what you offer</h2>
<ul>
<li>Add the services you are good at from our catalogue, or describe your own.</li>
<li>Edit or remove a service at any time from your partner dashboard.</li>
<li>Accept work in the areas you choose.</li>
</ul>
<h2>Paid on time, straight to your bank</h2>
<p>Payments for approved jobs are settled to your bank account every week. Your earnings table shows every job, its amount and its payment status, with an invoice for each.</p>
<h2>Respect and safety</h2>
<p>Customers are verified by mobile number, and every job starts with a four-digit start code, so both sides know the booking is genuine. If a customer cancels late, you are compensated for the slot.</p>
<h2>Build your reputation</h2>
<p>Every completed job can earn a rating from 1 to 5 stars. Good ratings put your services in front of more customers.</p>
<h2>No joining fee</h2>
<p>Registering on ServeNear is free. You need a smartphone, a government ID proof and a bank account in your name.</p>
<p>Ready to start? Register as a professional, or read <a href="/pages/how-to-find-work">how to find work</a>. Partner support: <a href="mailto:partners@servenear.in">partners@servenear.in</a>, <a href="tel:+918047182200">+91 80 4718 2200</a>.</p>
`,
};
