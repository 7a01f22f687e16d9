import { containerName, findRoute, routeTable, type RouteAccess, type RouteOwner } from '@servenear/shared/routes';

/** Copied by hand from spec/routes.md (customer §2 and §6, partner §2 and §6): path, owner, access. */
const specRoutes: Array<[string, RouteOwner, RouteAccess]> = [
  ['/', 'shell', 'public'],
  ['/unauthorized', 'shell', 'public'],
  ['/error', 'shell', 'public'],
  ['/user-home', 'remote-catalog', 'verified'],
  ['/list-of-services', 'remote-catalog', 'public'],
  ['/description', 'remote-catalog', 'verified'],
  ['/enquiry-product-description', 'remote-catalog', 'verified'],
  ['/service-popup', 'remote-catalog', 'public'],
  ['/component', 'remote-catalog', 'public'],
  ['/service-book', 'remote-booking', 'user'],
  ['/enquiry-service-booking', 'remote-booking', 'user'],
  ['/service-booking', 'remote-booking', 'user'],
  ['/list-of-service-booking', 'remote-booking', 'user'],
  ['/picker-service-booking', 'remote-booking', 'user'],
  ['/slot-booked', 'remote-booking', 'user'],
  ['/slotnote-popup', 'remote-booking', 'public'],
  ['/feedback', 'remote-booking', 'public'],
  ['/instand-booking', 'remote-booking', 'verified'],
  ['/scheduled-booking', 'remote-booking', 'verified'],
  ['/complete-booking', 'remote-booking', 'verified'],
  ['/cancel-booking', 'remote-booking', 'verified'],
  ['/pd-enquiry', 'remote-booking', 'verified'],
  ['/service-enquiry', 'remote-booking', 'verified'],
  ['/login', 'remote-account', 'public'],
  ['/sign-in', 'remote-account', 'public'],
  ['/otp-verification', 'remote-account', 'otp'],
  ['/forgot', 'remote-account', 'public'],
  ['/reset-password', 'remote-account', 'public'],
  ['/create-new-password', 'remote-account', 'public'],
  ['/user-edit', 'remote-account', 'verified'],
  ['/notification', 'remote-account', 'verified'],
  ['/change-password', 'remote-account', 'verified'],
  ['/privacy-policy', 'remote-account', 'public'],
  ['/user-report', 'remote-account', 'verified'],
  ['/report', 'remote-account', 'public'],
  ['/pages/:slug', 'remote-account', 'public'],
  ['/business-partners', 'remote-account', 'public'],
  ['/employee-login', 'remote-partner', 'public'],
  ['/employee-register', 'remote-partner', 'public'],
  ['/employee-index', 'remote-partner', 'employee'],
  ['/employee-home', 'remote-partner', 'employee'],
  ['/service-upload', 'remote-partner', 'employee'],
  ['/add-service', 'remote-partner', 'employee'],
  ['/ServiceEdit', 'remote-partner', 'employee'],
  ['/ServiceEdit/other', 'remote-partner', 'employee'],
  ['/service-edit', 'remote-partner', 'employee'],
  ['/employee-service-edit', 'remote-partner', 'employee'],
  ['/employee-booking-list', 'remote-partner', 'employee'],
  ['/employee-booking-completed', 'remote-partner', 'employee'],
  ['/employee-booking-cancel', 'remote-partner', 'employee'],
  ['/employee-booking-pdenquiery', 'remote-partner', 'employee'],
  ['/employee-edit-profile', 'remote-partner', 'employee'],
  ['/employee-edit-bank', 'remote-partner', 'employee'],
  ['/employee-notification', 'remote-partner', 'employee'],
  ['/employee-earnings', 'remote-partner', 'employee'],
  ['/employee-change-password', 'remote-partner', 'employee'],
  ['/employee-privacy-policy', 'remote-partner', 'employee'],
  ['/employee-report-query', 'remote-partner', 'employee'],
  ['/employee-work-area', 'remote-partner', 'employee'],
  // Ours (issue 36): the partner's forgot-password.
  ['/employee-forgot', 'remote-partner', 'public'],
  ['/pd-delivery-popup', 'remote-partner', 'employee'],
  ['/booking-otp', 'remote-partner', 'employee'],
  ['/notification-popup', 'remote-partner', 'employee'],
];

describe('route table against the spec', () => {
  it.each(specRoutes)('%s is owned by %s with access %s', (path, owner, access) => {
    const entry = findRoute(path);
    expect(entry).toBeDefined();
    expect(entry?.owner).toBe(owner);
    expect(entry?.access).toBe(access);
  });

  it('holds no route the spec does not name, and none twice', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(specRoutes.map(([path]) => path).sort());
  });

  it('marks as built exactly the pages of this release', () => {
    const built = routeTable.filter((entry) => entry.built).map((entry) => entry.path);
    expect(built.sort()).toEqual(
      [
        '/', '/unauthorized', '/error',
        '/pages/:slug', '/report', '/business-partners',
        '/login', '/sign-in', '/otp-verification', '/forgot', '/reset-password', '/create-new-password',
        '/user-edit', '/notification', '/change-password', '/privacy-policy', '/user-report',
        '/employee-home', '/employee-index',
        '/service-upload', '/add-service', '/employee-service-edit', '/ServiceEdit', '/ServiceEdit/other', '/service-edit',
        '/employee-login', '/employee-register', '/employee-edit-profile', '/employee-edit-bank', '/employee-change-password', '/employee-work-area',
        '/employee-forgot',
        '/employee-earnings',
        '/employee-notification', '/notification-popup',
        '/employee-booking-list', '/employee-booking-completed', '/employee-booking-cancel', '/booking-otp',
        '/employee-privacy-policy', '/employee-report-query',
        '/user-home', '/list-of-services', '/service-popup',
        '/instand-booking', '/scheduled-booking', '/complete-booking', '/cancel-booking', '/feedback',
        '/service-booking', '/picker-service-booking', '/service-book', '/slot-booked', '/slotnote-popup',
        '/description', '/enquiry-product-description', '/component',
        '/enquiry-service-booking', '/list-of-service-booking', '/pd-enquiry', '/service-enquiry',
        '/employee-booking-pdenquiery', '/pd-delivery-popup',
      ].sort(),
    );
  });
});

describe('containerName', () => {
  it('turns dashes into underscores', () => {
    expect(containerName('remote-account')).toBe('remote_account');
    expect(containerName('remote-catalog')).toBe('remote_catalog');
  });
});
