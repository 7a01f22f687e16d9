import { lazy } from 'react';
import type { RemotePages } from '@servenear/shared/ui';

/** Route pattern (as in the shell's route table) → page, each loaded on demand. */
export const pages: RemotePages = {
  '/instand-booking': lazy(() => import(/* webpackChunkName: "page-instand-booking" */ '../features/history/InstantBookingPage')),
  '/scheduled-booking': lazy(() => import(/* webpackChunkName: "page-scheduled-booking" */ '../features/history/ScheduledBookingPage')),
  '/complete-booking': lazy(() => import(/* webpackChunkName: "page-complete-booking" */ '../features/history/CompletedBookingPage')),
  '/cancel-booking': lazy(() => import(/* webpackChunkName: "page-cancel-booking" */ '../features/history/CancelledBookingPage')),
  '/feedback': lazy(() => import(/* webpackChunkName: "page-feedback" */ '../features/feedback/FeedbackPage')),
  '/service-booking': lazy(() => import(/* webpackChunkName: "page-service-booking" */ '../features/cart/CartPage')),
  '/picker-service-booking': lazy(() => import(/* webpackChunkName: "page-picker-service-booking" */ '../features/booking-summary/PickerBookingPage')),
  '/service-book': lazy(() => import(/* webpackChunkName: "page-service-book" */ '../features/single-booking/ServiceBookPage')),
  '/slot-booked': lazy(() => import(/* webpackChunkName: "page-slot-booked" */ '../features/single-booking/SlotBookedPage')),
  '/slotnote-popup': lazy(() => import(/* webpackChunkName: "page-slotnote-popup" */ '../features/single-booking/SlotNotePopupPage')),
  '/enquiry-service-booking': lazy(() => import(/* webpackChunkName: "page-enquiry-service-booking" */ '../features/single-booking/EnquiryServiceBookingPage')),
  '/pd-enquiry': lazy(() => import(/* webpackChunkName: "page-pd-enquiry" */ '../features/history/PdEnquiryPage')),
  '/service-enquiry': lazy(() => import(/* webpackChunkName: "page-service-enquiry" */ '../features/history/ServiceEnquiryPage')),
  '/list-of-service-booking': lazy(() => import(/* webpackChunkName: "page-list-of-service-booking" */ '../features/history/BookedServicesPage')),
};
