import { lazyWithTexts } from '@servenear/shared/i18n';
import type { RemotePages } from '@servenear/shared/ui';

/**
 * Route pattern (as in the shell's route table) → page, each loaded on demand and drawn once
 * its texts can be read in the page's language.
 */
export const pages: RemotePages = {
  '/instand-booking': lazyWithTexts(() => import(/* webpackChunkName: "page-instand-booking" */ '../features/history/InstantBookingPage')),
  '/scheduled-booking': lazyWithTexts(() => import(/* webpackChunkName: "page-scheduled-booking" */ '../features/history/ScheduledBookingPage')),
  '/complete-booking': lazyWithTexts(() => import(/* webpackChunkName: "page-complete-booking" */ '../features/history/CompletedBookingPage')),
  '/cancel-booking': lazyWithTexts(() => import(/* webpackChunkName: "page-cancel-booking" */ '../features/history/CancelledBookingPage')),
  '/feedback': lazyWithTexts(() => import(/* webpackChunkName: "page-feedback" */ '../features/feedback/FeedbackPage')),
  '/service-booking': lazyWithTexts(() => import(/* webpackChunkName: "page-service-booking" */ '../features/cart/CartPage')),
  '/picker-service-booking': lazyWithTexts(() => import(/* webpackChunkName: "page-picker-service-booking" */ '../features/booking-summary/PickerBookingPage')),
  '/service-book': lazyWithTexts(() => import(/* webpackChunkName: "page-service-book" */ '../features/single-booking/ServiceBookPage')),
  '/slot-booked': lazyWithTexts(() => import(/* webpackChunkName: "page-slot-booked" */ '../features/single-booking/SlotBookedPage')),
  '/slotnote-popup': lazyWithTexts(() => import(/* webpackChunkName: "page-slotnote-popup" */ '../features/single-booking/SlotNotePopupPage')),
  '/enquiry-service-booking': lazyWithTexts(() => import(/* webpackChunkName: "page-enquiry-service-booking" */ '../features/single-booking/EnquiryServiceBookingPage')),
  '/pd-enquiry': lazyWithTexts(() => import(/* webpackChunkName: "page-pd-enquiry" */ '../features/history/PdEnquiryPage')),
  '/service-enquiry': lazyWithTexts(() => import(/* webpackChunkName: "page-service-enquiry" */ '../features/history/ServiceEnquiryPage')),
  '/list-of-service-booking': lazyWithTexts(() => import(/* webpackChunkName: "page-list-of-service-booking" */ '../features/history/BookedServicesPage')),
};
