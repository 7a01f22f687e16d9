import { GazetteerProvider } from './gazetteer';
import { createTestApp, type TestApp } from '../../../test/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ geocoder: new GazetteerProvider() });
});
afterAll(() => testApp.close());

describe('geocoding calls', () => {
  it('POST /api/onbrowseropen reverse-geocodes the browser position', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/onbrowseropen', payload: { latitude: 13.0827, longitude: 80.2707 } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      data: { address: { road: null, city: 'Chennai', town: null, village: null, state: 'Tamil Nadu' }, formatted_address: 'Chennai, Tamil Nadu' },
    });
  });

  it('POST /api/onbrowseropen needs both coordinates in range', async () => {
    const missing = await testApp.app.inject({ method: 'POST', url: '/api/onbrowseropen', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ latitude: ['Send both latitude and longitude.'], longitude: ['Send both latitude and longitude.'] });

    const bad = await testApp.app.inject({ method: 'POST', url: '/api/onbrowseropen', payload: { latitude: 100, longitude: '80' } });
    expect(bad.json()).toEqual({ status: 422, errors: { latitude: ['Latitude must be between -90 and 90.'] } });
  });

  it('GET /api/geocode forward-geocodes a typed address', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/geocode?address=Bangalore' });

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.latitude).toBeCloseTo(12.97, 1);
    expect(data.longitude).toBeCloseTo(77.59, 1);
    expect(data.formatted_address).toBe('Bengaluru, Karnataka');
  });

  it('GET /api/geocode offers choices for a locality found in two places, the bigger city first', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/geocode?address=${encodeURIComponent('T. Nagar')}` });

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.formatted_address).toBe('T. Nagar, Chennai, Tamil Nadu 600017');
    expect(data.choices.map((choice: { formatted_address: string }) => choice.formatted_address)).toEqual([
      'T. Nagar, Chennai, Tamil Nadu 600017',
      'T.Nagar, Teni, Tamil Nadu 625531',
    ]);
  });

  it('GET /api/geocode: 422 when empty, 404 when nothing matches', async () => {
    const empty = await testApp.app.inject({ method: 'GET', url: '/api/geocode?address=%20' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ status: 422, errors: { address: ['Address cannot be empty.'] } });

    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/geocode?address=Atlantis' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, errors: {}, message: 'Failed to geocode the address.' });
  });
});

describe('geocoding schemas', () => {
  it('POST /api/onbrowseropen answers 422 for a coordinate of the wrong type', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/onbrowseropen', payload: { latitude: { lat: 13 }, longitude: 80.27 } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['latitude']);
  });

  it('POST /api/onbrowseropen answers 422 for an over-long coordinate text', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/onbrowseropen', payload: { latitude: `13.${'0'.repeat(60)}`, longitude: 80.27 } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['latitude']);
  });

  it('GET /api/geocode answers 422 for an over-long address', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/geocode?address=${'a'.repeat(301)}` });
    expect(response.json()).toEqual({ status: 422, errors: { address: ['Failed to geocode the address.'] } });
  });
});
