import type { OpsPartner, OpsPartnerKyc } from '@servenear/shared/ops-api';

/** A partner waiting for verification, with a photo and a PDF as ID proofs (GET admin/partners, admin/partners/{id}). */
export const pendingPartner: OpsPartner = {
  id: 14,
  name: 'Suresh Pillai',
  mobile: '9876500003',
  email: null,
  registered_at: '2026-11-20T05:30:00.000Z',
  verification_status: 'pending',
  rejection_reason: null,
  id_proofs: [
    { id: 31, mime: 'image/jpeg', size: 245_760, url: '/api/employee/id-proofs/31' },
    { id: 32, mime: 'application/pdf', size: 1_572_864, url: '/api/employee/id-proofs/32' },
  ],
  cancellations: 0,
};

/** GET admin/partners/14/kyc. */
export const pendingKyc: OpsPartnerKyc = {
  id: 14,
  name: 'Suresh Pillai',
  mobile: '9876500003',
  email: null,
  address: '12 Anna Nagar, Chennai',
  dob: '1990-04-02',
  age: 36,
  gender: 'male',
  mobile_confirmed: true,
  verification_status: 'pending',
  rejection_reason: null,
  suspension_reason: null,
  bank: {
    account_holder_name: 'Suresh Pillai',
    bank_name: 'State Bank of India',
    account_number: '30012345678',
    ifsc_code: 'SBIN0000691',
    ifsc_known: true,
    branch_name: 'Anna Nagar',
    payout_hold: false,
    changed_at: null,
  },
  id_proofs: [
    { id: 31, mime: 'image/jpeg', size: 245_760, uploaded_at: '2026-11-20T05:30:00.000Z', url: '/api/employee/id-proofs/31' },
    { id: 32, mime: 'application/pdf', size: 1_572_864, uploaded_at: '2026-11-20T05:30:00.000Z', url: '/api/employee/id-proofs/32' },
  ],
};

/** GET admin/partners?status=&page=: one page of partners (20 a page), `total` in all. */
export const partnersReply = (rows: OpsPartner[], total = rows.length, page = 1) => ({ status: 200, body: { status: 200, data: rows, total, page, per_page: 20 } });
