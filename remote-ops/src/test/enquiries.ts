import type { OpsEnquiry, OpsEnquiryRow } from '@servenear/shared/ops-api';

/** A service enquiry waiting for an answer (GET admin/enquiries). */
export const serviceRow: OpsEnquiryRow = {
  id: 51,
  kind: 'service',
  status: 'pending',
  customer_id: 3,
  customer_name: 'Asha Verma',
  mobile: '9876511111',
  title: 'Bridal Makeup',
  summary: 'Makeup for a wedding on the 12th, for the bride and two others.',
  created_at: '2026-11-28T05:30:00.000Z',
  answer: null,
  quote: null,
  answered_at: null,
  partner_id: null,
  distance_km: null,
  booking_id: null,
  move_stage: null,
};

/** A Pass Fast Express move request waiting for an answer. */
export const moveRow: OpsEnquiryRow = {
  ...serviceRow,
  id: 52,
  kind: 'pd',
  customer_name: 'Ravi Shah',
  mobile: '9876522222',
  title: 'Pass Fast Express',
  summary: '12 Gandhi Street, Chennai → 4 Lake View Road, Chennai on 2026-12-05',
  distance_km: 6.2,
  move_stage: 'requested',
};

/** GET admin/enquiries?…: one page (20 a page), `total` in all. */
export const enquiriesReply = (rows: OpsEnquiryRow[], total = rows.length, page = 1) => ({ status: 200, body: { status: 200, data: rows, total, page, per_page: 20 } });

const noServiceFields = { email: null, address: null, service_id: null, work_type: null, day_hours: null, service_date: null, service_time: null };
const noMoveFields = { from_address: null, to_address: null, move_date: null, images: [], video: null, partner_name: null };

/** GET admin/enquiries/51. */
export const serviceEnquiry: OpsEnquiry = {
  ...serviceRow,
  ...noMoveFields,
  description: serviceRow.summary,
  email: 'asha@example.com',
  address: '12 Gandhi Street, Chennai',
  service_id: 8,
  work_type: 'hour',
  day_hours: 4,
  service_date: '2026-12-12',
  service_time: '10:00',
};

/** GET admin/enquiries/52: a move with two photos. */
export const moveEnquiry: OpsEnquiry = {
  ...moveRow,
  ...noServiceFields,
  description: 'A fridge and two cartons of books.',
  from_address: '12 Gandhi Street, Chennai',
  to_address: '4 Lake View Road, Chennai',
  move_date: '2026-12-05',
  images: ['/api/files/pd-photos/a-640.jpg', '/api/files/pd-photos/b-640.jpg'],
  video: null,
  partner_name: null,
};
