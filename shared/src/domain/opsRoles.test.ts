import { opsMay, opsPermissions, opsRoles, type OpsPermission } from './opsRoles';

describe('ops roles and permissions (issue 39)', () => {
  const permissions = Object.keys(opsPermissions) as OpsPermission[];

  it('lets admin do everything, and only admin manage members and read the audit log', () => {
    expect(permissions.every((permission) => opsMay(['admin'], permission))).toBe(true);
    for (const role of opsRoles.filter((name) => name !== 'admin')) {
      expect([opsMay([role], 'ops-members.manage'), opsMay([role], 'audit.read')]).toEqual([false, false]);
    }
  });

  it('gives each role its own work and nothing else', () => {
    const allowed = (role: (typeof opsRoles)[number]) => permissions.filter((permission) => opsMay([role], permission));
    expect(allowed('support')).toEqual(expect.arrayContaining(['bookings.allocate', 'bookings.cancel', 'enquiries.decide', 'disputes.resolve', 'reports.manage', 'pages.manage']));
    expect(allowed('support')).not.toEqual(expect.arrayContaining(['partners.verify']));
    expect(allowed('support')).not.toContain('disputes.refund');
    expect(allowed('verification')).toEqual(['partners.read', 'partners.verify', 'partners.kyc', 'partners.bank-verify', 'partners.suspend', 'partner-services.decide', 'arrival-requests.read']);
    expect(allowed('releases')).toEqual(['remotes.health', 'releases.read', 'releases.manage']);
    expect(opsMay(['support', 'finance'], 'disputes.refund')).toBe(true);
    expect(opsMay([], 'bookings.read')).toBe(false);
  });
});
