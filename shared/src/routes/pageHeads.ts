/**
 * Each page's <title> and meta description, once for the whole site (issue 37: every page had the
 * same title). The server writes them into the page's HTML (server/src/modules/shellPage); the
 * shell sets them again on a move inside the site (shell/src/app/usePageHead.ts). Keyed by the
 * route table's patterns: a built route without a head fails pageHeads.test.ts.
 *
 * Its own area (`@servenear/shared/page-heads`), apart from the route table: the shell loads these
 * texts only once the person moves to another page, not with the landing page.
 */
import { defineTexts } from '@servenear/shared/i18n';
import { routeTable, type ReleasedRoute } from '@servenear/shared/routes';
import { releasedRouteFor, routeEntryFor } from './matchRoute';

export { releasedRouteFor, routeEntryFor };

export interface PageHead {
  /** The whole <title>: the page, then the brand. */
  title: string;
  description: string;
}

/** The brand as it is written everywhere: one word, capital S and N. */
export const BRAND = 'ServeNear';

/** 'Login' → 'Login · ServeNear'; a page that names the brand already ('About ServeNear') keeps its name. */
const titled = (page: string) => (page.includes(BRAND) ? page : `${page} · ${BRAND}`);

/** Every page's words (issue 41: in the person's language; "ServeNear" stays as it is written). */
const texts = defineTexts(
  {
    /** The first screen of the site a search result shows: the brand first. */
    landing: {
      title: 'ServeNear — Local services near you',
      description: 'Book trusted local service professionals near you in India, by the day or by the hour.',
    },
    /** The not-found page: a path that is no page of the site. */
    notFound: { page: 'Page not found', description: 'There is no page at this address. Go back home to find services near you.' },
    /** A page's own words, before the brand is added to its title; keyed by the route table's patterns. */
    pages: {
      '/unauthorized': { page: 'Not allowed', description: 'This page is not open to your account. Go back home to find services near you.' },
      '/error': { page: 'Something went wrong', description: 'This page could not be opened. Go back home and try again.' },

      '/user-home': { page: 'Home', description: 'Popular services, categories and offers from professionals near you.' },
      '/list-of-services': { page: 'Services near you', description: 'Browse local services by category, compare prices in rupees and book a professional near you.' },
      '/description': { page: 'Service details', description: 'What the service includes, its price, reviews and the professionals who offer it near you.' },
      '/enquiry-product-description': { page: 'Enquiry service details', description: 'What the service includes and how to ask for a quote from professionals near you.' },
      '/service-popup': { page: 'Service details', description: 'A service at a glance: price, rating and how to book it.' },
      '/component': { page: 'Sample service', description: 'A sample of how a service is shown on ServeNear.' },

      '/service-book': { page: 'Book a service', description: 'Choose a day or hourly booking for this service and add it to your cart.' },
      '/enquiry-service-booking': { page: 'Send an enquiry', description: 'Describe the work and send an enquiry; professionals near you answer with a quote.' },
      '/service-booking': { page: 'Cart and slots', description: 'Your cart: pick a slot for each service, then book.' },
      '/list-of-service-booking': { page: 'Booked services', description: 'The services you have booked, with their slots and status.' },
      '/picker-service-booking': { page: 'Booking summary', description: 'Check your services, slots and total before you book.' },
      '/slot-booked': { page: 'Slot booked', description: 'Your slot is booked. See what happens next.' },
      '/slotnote-popup': { page: 'Slot note', description: 'A note for the professional about your slot.' },
      '/feedback': { page: 'Feedback', description: 'Rate the service and tell us how the job went.' },
      '/instand-booking': { page: 'Instant Booking', description: 'Your booking history: work due today and work in progress.' },
      '/scheduled-booking': { page: 'Schedule Booking', description: 'Your booking history: work booked for a later day.' },
      '/complete-booking': { page: 'Completed bookings', description: 'Your booking history: finished work, to approve, rate and pay.' },
      '/cancel-booking': { page: 'Canceled bookings', description: 'Your booking history: bookings that were cancelled, and their refunds.' },
      '/pd-enquiry': { page: 'Pass Fast Express enquiries', description: 'Your pick-up and delivery enquiries, their quotes and their status.' },
      '/service-enquiry': { page: 'Service enquiries', description: 'Your service enquiries, their quotes and their status.' },

      '/login': { page: 'Login', description: 'Log in with your mobile number to book local services near you.' },
      '/sign-in': { page: 'Sign up', description: 'Create your account with your mobile number and start booking local services.' },
      '/otp-verification': { page: 'Verify your number', description: 'Enter the four-digit code we sent to your mobile number.' },
      '/forgot': { page: 'Forgot password', description: 'Get a code on your mobile number to set a new password.' },
      '/reset-password': { page: 'Reset password', description: 'Enter the code we sent and choose a new password.' },
      '/create-new-password': { page: 'Create New Password', description: 'Choose a new password for your account.' },
      '/user-edit': { page: 'Your profile', description: 'Your name, photo, email and mobile number.' },
      '/notification': { page: 'Notifications', description: 'Updates about your bookings, enquiries and payments.' },
      '/change-password': { page: 'Change password', description: 'Change the password you log in with.' },
      '/privacy-policy': { page: 'Privacy Policy', description: 'How ServeNear collects, uses and protects your information.' },
      '/user-report': { page: 'Report & Queries', description: 'Report a problem or ask us a question about your bookings.' },
      '/report': { page: 'Report and Queries', description: 'Report a problem or ask us a question; we answer by email or phone.' },
      '/pages/:slug': { page: 'Information', description: 'About ServeNear: how local services are booked, our terms and our policies.' },
      '/business-partners': { page: 'Business Partners', description: 'Work with ServeNear: grow your business with customers near you.' },

      '/employee-login': { page: 'Partner login', description: 'Log in to the ServeNear partner portal to see your jobs and earnings.' },
      '/employee-register': { page: 'Register as a professional', description: 'Register as a ServeNear partner, get verified and receive jobs near you.' },
      '/employee-forgot': { page: 'Partner forgot password', description: 'Get a code on your mobile number to set a new partner password.' },
      '/employee-index': { page: 'Partner home', description: 'Your jobs, services and earnings at a glance.' },
      '/employee-home': { page: 'Partner home', description: 'Your jobs, services and earnings at a glance.' },
      '/service-upload': { page: 'Upload a service', description: 'Add a service with its price, photos and video.' },
      '/add-service': { page: 'Add a service', description: 'Choose the subcategory of the service you offer.' },
      '/ServiceEdit': { page: 'Edit service', description: 'Change the price, photos and details of your service.' },
      '/ServiceEdit/other': { page: 'Edit service', description: 'Change the price, photos and details of your service.' },
      '/service-edit': { page: 'Your services', description: 'The services you offer, to edit or remove.' },
      '/employee-service-edit': { page: 'Your services', description: 'The services you offer, to edit or remove.' },
      '/employee-booking-list': { page: 'Booking List', description: 'The jobs you are given: start, complete or cancel them.' },
      '/employee-booking-completed': { page: 'Completed jobs', description: 'The jobs you have finished.' },
      '/employee-booking-cancel': { page: 'Canceled jobs', description: 'The jobs that were cancelled.' },
      '/employee-booking-pdenquiery': { page: 'Pass Fast Express', description: 'Your pick-up and delivery jobs.' },
      '/employee-edit-profile': { page: 'Partner profile', description: 'Your name, photo, ID proof and contact details.' },
      '/employee-edit-bank': { page: 'Bank details', description: 'The bank account your earnings are paid into.' },
      '/employee-notification': { page: 'Notifications', description: 'Updates about your jobs, verification and payments.' },
      '/employee-earnings': { page: 'Earnings', description: 'What you have earned from each job, and your payouts.' },
      '/employee-change-password': { page: 'Change password', description: 'Change the password you log in with.' },
      '/employee-privacy-policy': { page: 'Privacy Policy', description: 'How ServeNear collects, uses and protects your information.' },
      '/employee-report-query': { page: 'Report & Queries', description: 'Report a problem or ask ServeNear a question.' },
      '/employee-work-area': { page: 'Work area', description: 'The places you work in: customers there see your services.' },
      '/pd-delivery-popup': { page: 'Pick-up and delivery', description: 'The details of a pick-up and delivery job.' },
      '/booking-otp': { page: 'Start code', description: "Enter the customer's start code to begin the job." },
      '/notification-popup': { page: 'Notifications', description: 'Updates about your jobs, verification and payments.' },
    },
  },
  { hi: () => import('./pageHeads.hi.json'), ta: () => import('./pageHeads.ta.json') },
);

type PageWords = { readonly page: string; readonly description: string };

/** A route's own words, read now, or undefined when the pattern has none. */
function pageWords(pattern: string): PageWords | undefined {
  const pages: Readonly<Record<string, PageWords>> = texts.pages;
  return Object.hasOwn(pages, pattern) ? pages[pattern] : undefined;
}

/** The not-found page's head: a path that is no page of the site (its words read when used). */
export const notFoundHead: PageHead = {
  get title() {
    return titled(texts.notFound.page);
  },
  get description() {
    return texts.notFound.description;
  },
};

/** The head of a route of the table, by its pattern; '/' is the landing page's. Undefined for a pattern with none. */
export function routeHead(pattern: string): PageHead | undefined {
  if (pattern === '/') return { title: texts.landing.title, description: texts.landing.description };
  const own = pageWords(pattern);
  return own && { title: titled(own.page), description: own.description };
}

/**
 * A content page's title from its address when its text is not at hand (a move inside the site):
 * 'terms-and-conditions' → 'Terms and conditions'.
 */
function slugTitle(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : BRAND;
}

/**
 * The head of the page at `pathname`. `home` is the route '/' shows this person (their signed-in
 * home), null for the landing page; `contentTitle` a content page's own title when it has been read.
 */
export function pageHeadFor(pathname: string, home: string | null = null, contentTitle?: string, released: readonly ReleasedRoute[] = []): PageHead {
  const isRoot = pathname.split('/').every((segment) => segment === '');
  const entry = isRoot && home ? routeTable.find((route) => route.path === home) : routeEntryFor(pathname);
  if (!entry) {
    // A page of a remote that joined through its release names itself (decision 0058).
    const claim = isRoot ? undefined : releasedRouteFor(pathname, released);
    return claim ? { title: titled(claim.title), description: `${claim.title}: ${BRAND}.` } : notFoundHead;
  }
  if (!entry.built) return notFoundHead;
  if (entry.path === '/pages/:slug') {
    const slug = pathname.split('/').filter(Boolean)[1] ?? '';
    let decoded = slug;
    try {
      decoded = decodeURIComponent(slug);
    } catch {
      // An address that is not valid percent-encoding: its raw words will do.
    }
    return { title: titled(contentTitle ?? slugTitle(decoded)), description: texts.pages['/pages/:slug'].description };
  }
  return routeHead(entry.path) ?? notFoundHead;
}
