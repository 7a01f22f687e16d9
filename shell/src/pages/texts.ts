import { defineTexts } from '@servenear/shared/i18n';

/** The shell's own pages: the landing page (customer §1, §2), the small status pages and the error screen. */
export const pageTexts = defineTexts(
  {
    status: {
      homeLink: 'Go to the home page',
    },
    appError: {
      title: 'Unexpected Application Error!',
    },
    error: {
      title: 'Something went wrong',
      body: 'This page was opened without the details it needs. Please go back and open it again from your list.',
    },
    notFound: {
      title: 'Page not found',
      body: 'The page you are looking for does not exist or is not available yet.',
    },
    unauthorized: {
      title: 'Unauthorized',
      body: 'You do not have permission to access this page.',
    },
    landing: {
      eyebrow: 'Local services across India',
      title: 'Get Services Whenever You Need Them',
      subtitle: 'Find Local Service Professional Near You',
      welcome: 'Welcome, {name}.',
      customerLogin: 'Customer Login',
      partnerLogin: 'Partner Login',
      howItWorks: 'How ServeNear works',
      steps: {
        chooseTitle: 'Choose a service',
        chooseText: 'Browse home, shop, factory and tutoring services offered near your location.',
        pickTitle: 'Pick a day or an hour',
        pickText: 'Book by the day or by the hour, with the date and time that suit you.',
        arriveTitle: 'A professional arrives',
        arriveText: 'A verified professional is assigned to your booking and comes to you.',
      },
      whyUs: 'Why people choose ServeNear',
      trust: {
        trainedTitle: 'Trained Professional',
        trainedText: 'Every partner is trained for the services they offer.',
        verifiedTitle: 'Background Verified',
        verifiedText: 'Partners are verified by our team before they take bookings.',
        pricesTitle: 'Clear prices in rupees',
        pricesText: 'You see the day or hour rate before you book. No hidden fees.',
      },
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
