// The build's reading of its sources (decision 0068), on files of this repository.
import path from 'node:path';
import { analyseSources, hostProvides } from './analyse';

const repoRoot = path.resolve(__dirname, '..', '..');
const file = (relative: string) => path.join(repoRoot, relative);

describe('what a build uses', () => {
  // usePayBooking reads the host through `useHost()` and through a parameter typed HostContract.
  const analysis = analyseSources(repoRoot, [file('remote-booking/src/components/payment/usePayBooking.ts'), file('shared/src/booking-api/queries/payments.ts')]);

  it('names the host contract members its code reads, however it reaches them', () => {
    expect(analysis.host.members).toEqual(['HostContract.notify', 'HostContract.queryClient', 'HostContract.session']);
  });

  it("names what it imports from the host contract's modules at run time, not its types", () => {
    expect(analysis.host.exports).toEqual({
      '@servenear/shared/host': ['useHost'],
      '@servenear/shared/i18n': ['fill'],
      '@servenear/shared/query': ['useMutation', 'useQueryClient'],
    });
  });

  it('names the endpoints its files import by their method and path', () => {
    expect(analysis.endpoints.map(({ method, path: endpointPath }) => `${method} ${endpointPath}`)).toEqual([
      'POST user/createRazorpayOrder',
      'POST user/payments/sandbox/pay',
      'POST user/updatePayment/:id',
      'POST user/updaterazorpay/:bookingId',
    ]);
  });
});

describe('what the host contract provides', () => {
  it("is its modules' run-time exports and every member of its interfaces", () => {
    const provides = hostProvides(repoRoot);
    expect(provides.exports['@servenear/shared/host']).toEqual(expect.arrayContaining(['HostContext', 'useHost', 'queryKeys', 'useLiveRefresh']));
    expect(provides.exports['@servenear/shared/host']).not.toContain('HostContract');
    expect(provides.members).toEqual(expect.arrayContaining(['HostContract.notify', 'HostContract.live', 'LiveEvents.subscribe', 'Session.role']));
  });
});
