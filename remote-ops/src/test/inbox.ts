import type { OpsPage, OpsReport, OpsReportRow } from '@servenear/shared/ops-api';

/** An open query sent by a visitor (GET admin/reports, admin/reports/{id}). */
export const openReportRow: OpsReportRow = {
  id: 41,
  name: 'Priya Sharma',
  email: 'priya.sharma@example.in',
  mobile: '+919876543210',
  service_id: 3,
  service_name: 'Electrician',
  description: 'The electrician left before fixing the second switchboard.',
  status: 'open',
  created_at: '2026-11-29T04:30:00.000Z',
  answered_at: null,
  closed_at: null,
};

export const openReport: OpsReport = { ...openReportRow, account: null, answer: null, answered_by: null, closed_by: null, close_note: null };

export const answeredReport: OpsReport = {
  ...openReport,
  status: 'answered',
  answer: 'The partner comes back tomorrow at 10 AM.',
  answered_by: { id: 3, name: 'Meera Iyer' },
  answered_at: '2026-11-29T06:00:00.000Z',
};

/** GET admin/reports → data. */
/** A page of the queue as the server answers it: the rows as the envelope's data, and the paging beside them. */
export const reportPage = (rows: OpsReportRow[], total = rows.length, page = 1) => ({ status: 200, body: { status: 200, data: rows, total, page, per_page: 25 } });

/** The about page with its seeded version and one edit (GET admin/pages/about-us). */
export const aboutPage: OpsPage = {
  slug: 'about-us',
  title: 'About ServeNear',
  content: '<h2>Local help</h2><p>Booked the way you work.</p>',
  version: 2,
  updated_at: '2026-11-29T05:00:00.000Z',
  updated_by: { id: 3, name: 'Meera Iyer' },
  public_path: '/pages/about-us',
  versions: [
    {
      version: 2,
      title: 'About ServeNear',
      content: '<h2>Local help</h2><p>Booked the way you work.</p>',
      edited_at: '2026-11-29T05:00:00.000Z',
      edited_by: { id: 3, name: 'Meera Iyer' },
      note: 'Shorter intro',
      restored_from: null,
    },
    { version: 1, title: 'About us', content: '<p>The first text.</p>', edited_at: '2026-11-01T05:00:00.000Z', edited_by: null, note: null, restored_from: null },
  ],
};
