import { lazy } from 'react';
import type { RemotePages } from '@servenear/shared/ui';

/** Route pattern (as in the shell's route table) → page, each loaded on demand. */
export const pages: RemotePages = {
  '/instand-booking': lazy(() => import('../features/history/InstantBookingPage')),
  '/scheduled-booking': lazy(() => import('../features/history/ScheduledBookingPage')),
  '/complete-booking': lazy(() => import('../features/history/CompletedBookingPage')),
  '/cancel-booking': lazy(() => import('../features/history/CancelledBookingPage')),
  '/feedback': lazy(() => import('../features/feedback/FeedbackPage')),
  '/service-booking': lazy(() => import('../features/cart/CartPage')),
  '/picker-service-booking': lazy(() => import('../features/booking-summary/PickerBookingPage')),
  '/service-book': lazy(() => import('../features/single-booking/ServiceBookPage')),
  '/slot-booked': lazy(() => import('../features/single-booking/SlotBookedPage')),
  '/slotnote-popup': lazy(() => import('../features/single-booking/SlotNotePopupPage')),
  '/enquiry-service-booking': lazy(() => import('../features/single-booking/EnquiryServiceBookingPage')),
  '/pd-enquiry': lazy(() => import('../features/history/PdEnquiryPage')),
  '/service-enquiry': lazy(() => import('../features/history/ServiceEnquiryPage')),
  '/list-of-service-booking': lazy(() => import('../features/history/BookedServicesPage')),
};
