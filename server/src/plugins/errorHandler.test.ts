import { enquiryRejectSchema } from '@servenear/shared/enquiry-schemas';
import { createTestApp, type TestApp } from '../../test/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  testApp.app.get('/api/test-failure', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  // A shared schema (zod/mini) refusing inside a handler: its error is no classic ZodError.
  testApp.app.get('/api/test-schema-refusal', async () => enquiryRejectSchema.parse({ reason: ' ' }));
});
afterAll(() => testApp.close());

describe('error handler', () => {
  it('hides the details of a server failure', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test-failure' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, errors: {}, message: 'Something went wrong' });
    expect(response.body).not.toContain('secret');
  });

  it("answers a shared schema's refusal thrown by a handler with 422 and its field messages", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test-schema-refusal' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { reason: ['Please give the customer a reason.'] } });
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, errors: {}, message: 'Not Found' });
  });

  it('names a refused field even when it is called toString or constructor', async () => {
    for (const field of ['toString', 'constructor', 'hasOwnProperty']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/report/create',
        headers: { 'content-type': 'application/json' },
        payload: `{"${field}":"\\u0001"}`,
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [field]: ['Remove the control characters from this field.'] });
    }
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/report/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, errors: {} });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/report/create',
      payload: { description: 'x'.repeat(1024 * 1024 + 1) },
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, errors: {} });
  });
});
