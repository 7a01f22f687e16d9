import * as z from 'zod/mini';
import {
  adminMessages,
  bookingAdminMessages,
  lineAllocationSchema,
  opsAllocateLineEndpoint,
  opsBookingLinesEndpoint,
  opsEnquiriesEndpoint,
  opsEnquiriesQuerySchema,
  opsEnquiryPartnersEndpoint,
  opsLinesQuerySchema,
  opsLoginEndpoint,
  opsLogoutEndpoint,
  opsPartnerEndpoint,
  opsPartnerServicesEndpoint,
  opsPartnerServicesQuerySchema,
  opsPartnersEndpoint,
  opsPartnersQuerySchema,
  opsRejectPartnerServiceEndpoint,
  opsVerifyPartnerEndpoint,
  partnerRejectionSchema,
} from './admin';
import { endpointUrl } from './define';
import { devOutboxEndpoint, healthEndpoint, readinessEndpoint } from './site';

describe('the ops endpoints', () => {
  it('write the URLs the admin CLI asked for by hand before', () => {
    expect(endpointUrl(opsLoginEndpoint)).toBe('admin/login');
    expect(endpointUrl(opsLogoutEndpoint)).toBe('admin/logout');
    expect(endpointUrl(opsPartnersEndpoint, { query: { status: 'pending' } })).toBe('admin/partners?status=pending');
    expect(endpointUrl(opsPartnerEndpoint, { params: { id: 7 } })).toBe('admin/partners/7');
    expect(endpointUrl(opsVerifyPartnerEndpoint, { params: { id: 7 } })).toBe('admin/partners/7/verify');
    expect(endpointUrl(opsBookingLinesEndpoint, { query: { status: 'pending' } })).toBe('admin/bookings?status=pending');
    expect(endpointUrl(opsAllocateLineEndpoint, { params: { id: 12 } })).toBe('admin/bookings/lines/12/allocate');
    expect(endpointUrl(opsPartnerServicesEndpoint, { query: { approval: 'pending' } })).toBe('admin/partner-services?approval=pending');
    expect(endpointUrl(opsRejectPartnerServiceEndpoint, { params: { id: 3 } })).toBe('admin/partner-services/3/reject');
    expect(endpointUrl(opsEnquiriesEndpoint, { query: { status: 'pending', kind: undefined } })).toBe('admin/enquiries?status=pending');
    expect(endpointUrl(opsEnquiriesEndpoint, { query: { status: 'pending', kind: 'pd' } })).toBe('admin/enquiries?status=pending&kind=pd');
    expect(endpointUrl(opsEnquiryPartnersEndpoint, { params: { id: 5 } })).toBe('admin/enquiries/5/partners');
    expect(endpointUrl(devOutboxEndpoint, { query: { mobile: '9876500001' } })).toBe('dev/outbox?mobile=9876500001');
    expect([endpointUrl(healthEndpoint), endpointUrl(readinessEndpoint)]).toEqual(['health', 'health/ready']);
  });

  it('list pending ones unless told, in the words of the refusal otherwise', () => {
    expect(z.parse(opsPartnersQuerySchema, {})).toEqual({ status: 'pending', page: 1, per_page: 20 });
    expect(z.parse(opsLinesQuerySchema, {})).toEqual({ status: 'pending' });
    expect(z.parse(opsPartnerServicesQuerySchema, {})).toEqual({ approval: 'pending', page: 1, per_page: 20 });
    expect(z.parse(opsEnquiriesQuerySchema, {})).toEqual({ status: 'pending', page: 1, per_page: 20 });
    for (const status of ['pending', 'verified', 'rejected', 'suspended']) expect(z.parse(opsPartnersQuerySchema, { status })).toEqual({ status, page: 1, per_page: 20 });
    expect(z.safeParse(opsPartnersQuerySchema, { status: 'done' }).error?.issues[0]?.message).toBe('Status must be pending, verified, rejected or suspended.');
    expect(z.safeParse(opsLinesQuerySchema, { status: 'done' }).error?.issues[0]?.message).toBe(bookingAdminMessages.status);
    expect(z.safeParse(opsPartnerServicesQuerySchema, { approval: 'done' }).error?.issues[0]?.message).toBe('Approval must be pending, rejected or approved.');
    expect(z.safeParse(opsEnquiriesQuerySchema, { kind: 'move' }).error?.issues[0]?.message).toBe('Kind must be one of service, pd.');
  });

  it('page the own services, the partners and the enquiries: a page from 1, 1 to 200 a page, one message', () => {
    expect(z.parse(opsPartnerServicesQuerySchema, { approval: 'rejected', page: '3', per_page: '50' })).toEqual({ approval: 'rejected', page: 3, per_page: 50 });
    expect(z.parse(opsPartnersQuerySchema, { status: 'verified', page: '2', per_page: '200' })).toEqual({ status: 'verified', page: 2, per_page: 200 });
    expect(z.parse(opsEnquiriesQuerySchema, { kind: 'pd', page: '4', per_page: '1' })).toEqual({ status: 'pending', kind: 'pd', page: 4, per_page: 1 });
    for (const per_page of ['0', '201', 'ten', '-1']) {
      for (const schema of [opsPartnerServicesQuerySchema, opsPartnersQuerySchema, opsEnquiriesQuerySchema]) {
        expect(z.safeParse(schema, { per_page }).error?.issues[0]?.message).toBe('per_page must be a whole number from 1 to 200.');
      }
    }
    expect(z.safeParse(opsPartnerServicesQuerySchema, { page: '0' }).error?.issues[0]?.message).toBe('Page must be a whole number from 1.');
  });

  it('take a trimmed reason of 3 to 300 characters and a partner id', () => {
    expect(partnerRejectionSchema.parse({ reason: '  Blurred ID  ' })).toEqual({ reason: 'Blurred ID' });
    for (const reason of [undefined, ' ab ', 'x'.repeat(301)]) {
      expect(partnerRejectionSchema.safeParse({ reason }).error?.issues[0]?.message).toBe(adminMessages.reason);
    }
    expect(lineAllocationSchema.parse({ partner_id: '12' })).toEqual({ partner_id: 12 });
    expect(lineAllocationSchema.safeParse({ partner_id: 'x' }).error?.issues[0]?.message).toBe(bookingAdminMessages.choosePartner);
  });
});
