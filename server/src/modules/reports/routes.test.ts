import { eq } from 'drizzle-orm';
import { reports, services } from '../../db/schema';
import { bearer, demo, login } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';

let testApp: TestApp;
let electricianId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const [row] = await testApp.db.select().from(services).where(eq(services.name, 'Electrician'));
  electricianId = row!.id;
});
afterAll(() => testApp.close());

const validReport = () => ({
  name: 'Priya Sharma',
  email: 'priya.sharma@example.in',
  mobile: '+919876543210',
  service: String(electricianId),
  description: 'The electrician left before fixing the second switchboard.',
});

function post(url: string, payload: unknown) {
  return testApp.app.inject({ method: 'POST', url, payload: payload as object });
}

describe('POST /api/report/create', () => {
  it('answers 422 with every field message for an empty form', async () => {
    const response = await post('/api/report/create', {});

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      errors: {
        name: ['Name is required.'],
        email: ['Email is required.'],
        mobile: ['Mobile number is required.'],
        service: ['Please select a service.'],
        description: ['Description is required.'],
      },
    });
  });

  it('treats blank fields as missing', async () => {
    const response = await post('/api/report/create', {
      name: '  ',
      email: '',
      mobile: '',
      service: '',
      description: ' ',
    });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'description',
      'email',
      'mobile',
      'name',
      'service',
    ]);
  });

  it('rejects an invalid e-mail address', async () => {
    const response = await post('/api/report/create', { ...validReport(), email: 'priya@example' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Please enter a valid email address'] });
  });

  it.each(['98765', '98765432101234', '98765-43210', 'phone-number'])(
    'rejects the mobile number %s',
    async (mobile) => {
      const response = await post('/api/report/create', { ...validReport(), mobile });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ mobile: ['Please enter a valid mobile number.'] });
    },
  );

  it('rejects a service that does not exist', async () => {
    const response = await post('/api/report/create', { ...validReport(), service: '999999' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { service: ['Please select a service.'] } });
  });

  it('stores a valid report and ignores the user_id of the body', async () => {
    const response = await post('/api/report/create', { ...validReport(), user_id: 42 });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ status: 200, message: 'Report submitted successfully', data: { id: expect.any(Number) } });
    const [row] = await testApp.db.select().from(reports).where(eq(reports.id, body.data.id));
    expect(row).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya.sharma@example.in',
      mobile: '+919876543210',
      serviceId: electricianId,
      description: 'The electrician left before fixing the second switchboard.',
      userId: null,
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('answers 422 with every message when no body is sent', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/report/create' });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toHaveLength(5);
  });
});

describe('POST /api/report/create/new', () => {
  it('stores a valid report sent with a numeric service id', async () => {
    const response = await post('/api/report/create/new', { ...validReport(), service: electricianId, mobile: '9876543210' });

    expect(response.statusCode).toBe(200);
    const [row] = await testApp.db.select().from(reports).where(eq(reports.id, response.json().data.id));
    expect(row?.mobile).toBe('9876543210');
  });

  it('checks the same rules', async () => {
    const response = await post('/api/report/create/new', { ...validReport(), description: '' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ description: ['Description is required.'] });
  });
});

describe('the reporter', () => {
  it('is the signed-in account, whatever user_id the body claims', async () => {
    const { token } = await login(testApp.app, 'user', demo.customer);
    const session = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/report/create/new',
      headers: bearer(token),
      payload: { ...validReport(), user_id: 999 },
    });

    expect(response.statusCode).toBe(200);
    const [row] = await testApp.db.select().from(reports).where(eq(reports.id, response.json().data.id));
    expect(row?.userId).toBe(session.json().data.user_id);
  });
});

describe('rate limit', () => {
  let limitedApp: TestApp;
  beforeAll(async () => {
    limitedApp = await createTestApp({ env: { REPORTS_PER_HOUR: '2' } });
  });
  afterAll(() => limitedApp.close());

  it('refuses a third report from one address within the hour, in the spec error shape', async () => {
    const send = () => limitedApp.app.inject({ method: 'POST', url: '/api/report/create', payload: validReport() });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);

    const refused = await send();

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, errors: {}, message: 'Too many requests. Please try again later.' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await limitedApp.db.$count(reports)).toBe(2);
  });
});
