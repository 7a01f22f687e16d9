import type { OpsAuditRow, OpsMember, OpsPartnerService } from '@servenear/shared/ops-api';
import type { FakeReply } from '@servenear/shared/testing';

/** GET admin/ops-members: the signed-in admin (user 3, as test/renderPage's session), a support person and a disabled one. */
export const members: OpsMember[] = [
  { user_id: 3, name: 'Meera Iyer', mobile: '9876500001', roles: ['admin'], disabled: false, disabled_at: null, created_at: '2026-11-01T04:30:00.000Z', created_by: null },
  { user_id: 7, name: 'Asha Rao', mobile: '9876500007', roles: ['support'], disabled: false, disabled_at: null, created_at: '2026-11-20T04:30:00.000Z', created_by: 3 },
  { user_id: 8, name: 'Dev Nair', mobile: '9876500008', roles: ['finance', 'verification'], disabled: true, disabled_at: '2026-11-25T04:30:00.000Z', created_at: '2026-11-21T04:30:00.000Z', created_by: 3 },
];

/** Audit rows, newest first. */
export const auditRows: OpsAuditRow[] = [
  {
    id: 52,
    at: '2026-11-30T09:15:20.000Z',
    actor_id: 3,
    actor_label: 'Meera Iyer',
    action: 'partner.reject',
    subject: 'partner:14',
    reason: 'The ID proof is unreadable.',
    details: { params: { id: '14' }, body: { reason: 'The ID proof is unreadable.' } },
    status: 200,
  },
  { id: 51, at: '2026-11-30T09:10:00.000Z', actor_id: null, actor_label: 'cli:ops@host', action: 'partners:verify', subject: 'partner:12', reason: null, details: {}, status: 0 },
];

/** GET admin/audit's answer: a page of rows and the count of all that match. */
export const auditReply = (rows: OpsAuditRow[], { total = rows.length, page = 1, perPage = 50 } = {}): FakeReply => ({
  status: 200,
  body: { status: 200, data: rows, total, page, per_page: perPage },
});

/** A service a partner added by name on /add-service: new to the catalogue. */
export const addedService: OpsPartnerService = {
  action_id: 41,
  partner_id: 14,
  partner_name: 'Suresh Pillai',
  origin: 'added',
  name: 'Solar Panel Cleaning',
  category_name: 'Home Services',
  subcategory_name: 'Electrical',
  approval: 'pending',
  rejection_reason: null,
  created_at: '2026-11-28T05:30:00.000Z',
  description: '',
  image_url: [],
  image_sources: [],
  catalogue_service: null,
};

/** An "other" service from the upload form, with photos, whose name the catalogue has. */
export const otherService: OpsPartnerService = {
  ...addedService,
  action_id: 42,
  origin: 'other',
  name: 'fan repair',
  description: 'Ceiling and table fans, same day.',
  image_url: ['/api/files/service-photos/a1-640.jpg', '/api/files/service-photos/b2-640.jpg'],
  image_sources: [
    { webp: '/a1-320.webp 320w', jpeg: '/a1-320.jpg 320w' },
    { webp: '/b2-320.webp 320w', jpeg: '/b2-320.jpg 320w' },
  ],
  catalogue_service: { id: 9, name: 'Fan Repair', rate_per_day: 1200, rate_per_hour: 250 },
};

/** GET admin/partner-services's answer: a page of services and the count of all. */
export const servicesReply = (services: OpsPartnerService[], { total = services.length, page = 1, perPage = 20 } = {}): FakeReply => ({
  status: 200,
  body: { status: 200, data: services, total, page, per_page: perPage },
});
