import {
  approveLineEndpoint,
  bookingEndpoint,
  bookSingleServiceEndpoint,
  cancelledBookingsEndpoint,
  cancelLineEndpoint,
  completedLinesEndpoint,
  createBookingEndpoint,
  feedbackEndpoint,
  openBookingsEndpoint,
  taskStatusEndpoint,
} from './bookings';
import { addToCartEndpoint, cartCountEndpoint, cartListEndpoint, deleteCartItemEndpoint, updateCartEndpoint } from './cart';
import type { AnyEndpoint } from './define';
import { earningInvoiceEndpoint, earningsEndpoint } from './earnings';
import { pageEndpoint } from './pages';
import { confirmPaymentEndpoint, paymentOrderEndpoint, sandboxPaymentEndpoint, sendBookingEndpoint } from './payments';

/** Every endpoint of the catalogue: the fuzz suite and the catalogue's own test walk this list. */
export const allEndpoints: readonly AnyEndpoint[] = [
  pageEndpoint,
  earningsEndpoint,
  earningInvoiceEndpoint,
  addToCartEndpoint,
  cartCountEndpoint,
  cartListEndpoint,
  updateCartEndpoint,
  deleteCartItemEndpoint,
  createBookingEndpoint,
  bookSingleServiceEndpoint,
  openBookingsEndpoint,
  bookingEndpoint,
  completedLinesEndpoint,
  cancelledBookingsEndpoint,
  cancelLineEndpoint,
  approveLineEndpoint,
  feedbackEndpoint,
  taskStatusEndpoint,
  paymentOrderEndpoint,
  confirmPaymentEndpoint,
  sendBookingEndpoint,
  sandboxPaymentEndpoint,
];
