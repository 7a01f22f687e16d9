/**
 * The cart, booking and payment shapes of customer §3 and partner §3, spelt as the spec
 * spells them (avergae_ratting, cancelstatus…). Fields the spec does not name are ours and
 * are marked so.
 */

/** customer §3 'Cart item' (GET user/cartlist → data[]). */
export interface CartItemWire {
  cart_id: number;
  /** Ours: the service, which user/updatecart and createbooking name. */
  service_id: number;
  name: string;
  /** 'day' | 'hour', or null until chosen. */
  work_type: string | null;
  day_hours: number | null;
  /** HH:MM, or null. */
  service_time: string | null;
  /** YYYY-MM-DD, or null. */
  service_date: string | null;
  working_per_day: number | null;
  working_per_hour: number | null;
  /** round(rate × duration), null until method and duration are chosen. */
  cart_price: number | null;
  image_url: string | null;
  avergae_ratting: number | null;
}

/** customer §3 'Booking detail' line (also a booking list item's details[]). */
export interface BookingLineWire {
  id: number;
  service_id: number;
  service_name: string;
  work_type: string;
  day_hours: number;
  service_date: string;
  service_time: string;
  price: number;
  working_per_day: number | null;
  working_per_hour: number | null;
  image_url: string | null;
  avergae_ratting: number | null;
  /** As the customer sees it: 'assigned' is sent as 'pending' (customer §4). */
  status: string;
  completed_status: number;
  total_reviews: number;
  /** Ours: the 4-digit start code, present only after the partner asked for it and until the job starts. */
  start_code?: string | null;
  /** Ours: whether the customer already rated this line. */
  rated?: boolean;
}

/** GET user/getbooking/{id} → data. */
export interface BookingDetailWire {
  id: number;
  booking_id: string;
  created_at: string;
  details: BookingLineWire[];
  total_amount: number;
  /** Ours: 0 = pending, 1 = paid. */
  payment_status: number;
  name: string;
  mobile: string;
  email: string;
  address: string;
  description: string;
}

/** customer §3 'Booking list item' (GET user/getbookings → data[]). */
export type BookingListItemWire = BookingDetailWire;

/** customer §3 'Completed line' (GET user/completedbookings → data[], one per completed line). */
export interface CompletedLineWire extends BookingLineWire {
  booking_id: number;
  average_rating: number | null;
  /** 0 = pending. */
  payment_status: number;
  /** The amount to pay, in paise (what the checkout takes). */
  ramount: number;
  currency: string;
  order_id: string | null;
  razorpayKey: string | null;
  created_at: string;
}

/** customer §3 'Cancelled booking' detail. */
export interface CancelledLineWire {
  id: number;
  service_id: number;
  service_name: string;
  work_type: string;
  working_per_day: number | null;
  working_per_hour: number | null;
  day_hours: number;
  service_date: string;
  service_time: string;
  image_url: string | null;
  average_rating: number | null;
  /** 'admin' | 'user' | 'employee'. */
  cancelstatus: string | null;
  cancel_date: string | null;
  refund_amount: number;
  price: number;
}

/** customer §3 'Cancelled booking' (GET user/canceledbookings → data[]). */
export interface CancelledBookingWire {
  booking_id: number;
  created_at: string;
  name: string;
  mobile: string;
  email: string;
  address: string;
  description: string;
  /** 1 = cancelled. */
  booking_status: number;
  refundStatus: boolean;
  total_refund_amount: number;
  total_amount: number;
  details: CancelledLineWire[];
}

/** POST user/createbooking and user/book/singleservice → data. */
export interface BookingCreatedWire {
  id: number;
}

/** POST user/createRazorpayOrder → data: what the checkout needs; the amount is the server's. */
export interface PaymentOrderWire {
  /** Ours: 'razorpay' with keys configured, else 'sandbox' (the local checkout). */
  provider: 'razorpay' | 'sandbox';
  booking_id: number;
  order_id: string;
  /** Paise. */
  amount: number;
  currency: string;
  key: string;
  /** Display name and theme colour of the checkout (customer §4 'Payment'). */
  name: string;
  theme_color: string;
}

/** What a checkout hands back, posted to user/updaterazorpay/{booking_id}. */
export interface PaymentResultWire {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
  payment_status: 'captured';
}

/** GET user/task-status → data: the customer's line counts by what they see. */
export interface TaskStatusWire {
  pending: number;
  confirmed: number;
  completed: number;
  need_approval: number;
  cancelled: number;
}

/** partner §3 'Employee booking' (GET employee/yourbookings and completedbookings → data[]). */
export interface EmployeeBookingWire {
  id: number;
  action_id: number;
  completed_status: number;
  service_name: string;
  reviews_count: number;
  rating: number | null;
  image_url: string | null;
  total_reviews: number;
  avergae_ratting: number | null;
  work_type: string;
  day_hours: number;
  service_date: string;
  service_time: string;
  mobile: string;
  email: string;
  address: string;
  /** assigned, confirmed, completed, completed-issue or cancelled. */
  status: string;
  description: string;
  /** Completed bookings add these (partner §3). */
  start_date?: string | null;
  end_date?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  price?: number;
  /** Ours: the customer's name. */
  customer_name?: string;
}

/** partner §3 'Canceled booking (employee view)'. */
export interface EmployeeCancelledWire {
  id: number;
  action_id: number;
  service_name: string;
  total_reviews: number;
  avergae_ratting: number | null;
  image_url: string | null;
  work_type: string;
  day_hours: number;
  service_date: string;
  service_time: string;
  /** 'admin' or other. */
  cancelstatus: string | null;
  cancel_date: string | null;
  description: string;
}
