import type { Session } from '@servenear/shared/host';
import { decideAccess, decideHome } from './guard';
import { guardTexts } from './texts';

// The toast as the decisions carry it (in English, the tests' language).
const loginRequiredMessage = guardTexts.loginRequired;

const verifiedUser: Session = { role: 'user', name: 'Asha', userId: 1, verified: true };
const unverifiedUser: Session = { ...verifiedUser, verified: false };
const partner: Session = { role: 'employee', name: 'Ravi', userId: 2, verified: true };
const unverifiedPartner: Session = { ...partner, verified: false };
const admin: Session = { role: 'admin', name: 'Admin', userId: 3, verified: true };

const toLogin = { kind: 'redirect', to: '/', toast: loginRequiredMessage };

describe('decideAccess', () => {
  it('lets anyone through a public route', () => {
    for (const session of [null, verifiedUser, unverifiedUser, partner]) {
      expect(decideAccess('public', session)).toEqual({ kind: 'allow' });
    }
  });

  it.each(['verified', 'user', 'employee'] as const)('sends a visitor on a %s route home with the login toast', (access) => {
    expect(decideAccess(access, null)).toEqual(toLogin);
  });

  it('uses the exact toast text of customer §6', () => {
    expect(loginRequiredMessage).toBe('Please log in to continue.');
  });

  it('verified: allows a verified session, sends an unverified one to /otp-verification', () => {
    expect(decideAccess('verified', verifiedUser)).toEqual({ kind: 'allow' });
    expect(decideAccess('verified', partner)).toEqual({ kind: 'allow' });
    expect(decideAccess('verified', unverifiedUser)).toEqual({ kind: 'redirect', to: '/otp-verification' });
  });

  it('user: allows role user (verified or not), sends other roles to /unauthorized', () => {
    expect(decideAccess('user', verifiedUser)).toEqual({ kind: 'allow' });
    expect(decideAccess('user', unverifiedUser)).toEqual({ kind: 'allow' });
    expect(decideAccess('user', partner)).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(decideAccess('user', admin)).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it('employee (partner) routes: allow role employee, send other roles to /unauthorized', () => {
    expect(decideAccess('employee', partner)).toEqual({ kind: 'allow' });
    expect(decideAccess('employee', unverifiedPartner)).toEqual({ kind: 'allow' });
    expect(decideAccess('employee', verifiedUser)).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(decideAccess('employee', admin)).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it('ops (a route a release claims, decision 0058): allows an ops person, sends a visitor to its sign-in page with the toast, anyone else to /unauthorized', () => {
    expect(decideAccess('ops', admin, '/ops/sign-in')).toEqual({ kind: 'allow' });
    expect(decideAccess('ops', null, '/ops/sign-in')).toEqual({ kind: 'redirect', to: '/ops/sign-in', toast: loginRequiredMessage });
    expect(decideAccess('ops', verifiedUser, '/ops/sign-in')).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(decideAccess('ops', partner, '/ops/sign-in')).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it('otp: allows only a session that is not verified, otherwise / without a toast', () => {
    expect(decideAccess('otp', unverifiedUser)).toEqual({ kind: 'allow' });
    expect(decideAccess('otp', verifiedUser)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('otp', null)).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('decideHome', () => {
  it('shows the landing page to a visitor', () => {
    expect(decideHome(null)).toEqual({ kind: 'landing' });
  });

  it('sends an unverified customer to /otp-verification', () => {
    expect(decideHome(unverifiedUser)).toEqual({ kind: 'redirect', to: '/otp-verification' });
  });

  it('shows the partner home (/employee-home) to a partner, approved by the admin or not', () => {
    expect(decideHome(partner)).toEqual({ kind: 'page', path: '/employee-home' });
    expect(decideHome(unverifiedPartner)).toEqual({ kind: 'page', path: '/employee-home' });
  });

  it('shows the user home to a verified customer', () => {
    expect(decideHome(verifiedUser)).toEqual({ kind: 'page', path: '/user-home' });
  });

  it('shows the landing page to an admin, who has no screens here', () => {
    expect(decideHome(admin)).toEqual({ kind: 'landing' });
  });

  describe('while a home page is not built yet', () => {
    const nothingBuilt = () => false;

    it('shows a verified customer the landing page instead of a not-found page', () => {
      expect(decideHome(verifiedUser, nothingBuilt)).toEqual({ kind: 'landing' });
    });

    it('sends a partner to their profile, where the verification status is', () => {
      expect(decideHome(partner, nothingBuilt)).toEqual({ kind: 'redirect', to: '/employee-edit-profile' });
    });

    it('still sends an unverified customer to /otp-verification', () => {
      expect(decideHome(unverifiedUser, nothingBuilt)).toEqual({ kind: 'redirect', to: '/otp-verification' });
    });
  });
});
