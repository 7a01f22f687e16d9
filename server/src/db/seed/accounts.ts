import type { OpsRole } from '@servenear/shared/ops-roles';
import type { NewPartnerProfile } from '../../modules/partner/account/repository';

export interface DemoAccount {
  role: 'user' | 'employee' | 'admin';
  label: string;
  name: string;
  mobile: string;
  password: string;
  address?: string;
  email?: string;
  isVerified: boolean;
  /** Partners only. */
  profile?: Omit<NewPartnerProfile, 'userId'>;
  /** Admins only: their roles as ops members (issue 39). */
  opsRoles?: OpsRole[];
}

const partnerProfile = (verificationStatus: 'verified' | 'pending', description: string) => ({
  dob: '1990-04-12',
  gender: 'male',
  partnerType: 'permenent',
  experience: '5 years',
  description,
  bankName: 'State Bank of India',
  accountNumber: '00000012345678',
  ifscCode: 'SBIN0000001',
  branchName: 'Chennai Main',
  verificationStatus,
  mobileConfirmedAt: new Date('2025-01-01T00:00:00Z'),
});

/** The demo logins; printed by `npm start` on the first start. */
export const demoAccounts: readonly DemoAccount[] = [
  { role: 'admin', label: 'Admin', name: 'ServeNear Admin', mobile: '9000000001', password: 'ServeNear@Admin1', isVerified: true, opsRoles: ['admin'] },
  // Issue 39: an ops person who may do support's work only, so tests and journeys can show a refusal.
  {
    role: 'admin',
    label: 'Ops (support only)',
    name: 'Meena (support)',
    mobile: '9000000002',
    password: 'ServeNear@Support1',
    isVerified: true,
    opsRoles: ['support'],
  },
  {
    role: 'user',
    label: 'Customer (verified)',
    name: 'Asha Verma',
    mobile: '9876500001',
    password: 'demo1234',
    email: 'asha.verma@example.in',
    isVerified: true,
  },
  {
    role: 'employee',
    label: 'Partner (verified)',
    name: 'Ravi Kumar',
    mobile: '9876500002',
    password: 'demo1234',
    email: 'ravi.kumar@example.in',
    address: 'Anna Nagar, Chennai',
    isVerified: true,
    profile: {
      ...partnerProfile('verified', 'Electrician: wiring, switchboards and fan fitting.'),
      accountHolderName: 'Ravi Kumar',
      verifiedAt: new Date('2025-01-01T00:00:00Z'),
    },
  },
  {
    role: 'employee',
    label: 'Partner (awaiting verification)',
    name: 'Suresh Pillai',
    mobile: '9876500003',
    password: 'demo1234',
    email: 'suresh.pillai@example.in',
    address: 'T. Nagar, Chennai',
    isVerified: false,
    profile: { ...partnerProfile('pending', 'Plumber: leaks, taps and bathroom fittings.'), accountHolderName: 'Suresh Pillai' },
  },
];
