import * as z from 'zod/mini';
import { idParams } from '../schemas/idSchemas';
import { allEndpoints } from './all';
import { defineEndpoint, endpointPath, endpointUrl, envelope, queryString } from './define';
import { earningInvoiceEndpoint, earningsEndpoint } from './earnings';
import { pageEndpoint } from './pages';

describe('an endpoint definition', () => {
  it('builds its path with each parameter encoded once', () => {
    expect(endpointPath(earningInvoiceEndpoint, { lineId: 12 })).toBe('employee/earning-data/12');
    expect(endpointPath(pageEndpoint, { slug: 'a b/c%' })).toBe('pages/a%20b%2Fc%25');
  });

  it('writes its query in the order given, leaving absent values out', () => {
    expect(endpointUrl(earningsEndpoint, { query: { month: '2026-11' } })).toBe('employee/earning-data?month=2026-11');
    expect(endpointUrl(earningsEndpoint, { query: { month: null } })).toBe('employee/earning-data');
    expect(queryString({ latitude: 12.9, longitude: 77.5, page: undefined })).toBe('?latitude=12.9&longitude=77.5');
  });

  it('refuses a params schema that does not name exactly the path parameters', () => {
    const reply = envelope(z.string());
    expect(() => defineEndpoint({ method: 'GET', path: 'user/getservice/:id', summary: 'x', reply })).toThrow(/params schema names \[\], the path \[id\]/);
    expect(() => defineEndpoint({ method: 'GET', path: 'user/getservice/:id', summary: 'x', params: idParams('serviceId'), reply })).toThrow(/\[serviceId\], the path \[id\]/);
  });

  it('reads a reply into what the screens use', () => {
    const reply = { status: 200, data: { month: null, rows: [], totals: { count: 0, amount: 0, paid_amount: 0 } } };
    // A reply without issue 38's net totals (an older server) reads them as null.
    expect(earningsEndpoint.toModel(z.parse(earningsEndpoint.reply, reply))).toEqual({ month: null, lines: [], totals: { count: 0, amount: 0, paidAmount: 0, netEarned: null, paidOut: null, toBePaid: null } });
  });
});

describe('the catalogue', () => {
  it('holds each method and path once', () => {
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
