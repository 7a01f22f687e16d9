import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { apiClient } from '@servenear/shared/api';
import { addWorkAreaEndpoint, deleteWorkAreaEndpoint, workAreasEndpoint } from '../endpoints/workAreas';
import { callEndpoint } from './endpointCalls';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

let sent: Sent[] = [];

/** The server at the socket: one reply for every request. */
function serve(status: number, body: unknown) {
  const adapter: AxiosAdapter = async (config) => {
    sent.push({ method: (config.method ?? '').toUpperCase(), url: config.url ?? '', body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
    return { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config, request: {} };
  };
  apiClient.defaults.adapter = adapter;
}

beforeEach(() => {
  sent = [];
});

const place = { id: 7, label: 'Home', address: 'Adyar, Chennai', city: 'Chennai', latitude: 13.0067, longitude: 80.2573, radius_km: 10 };
const workArea = { id: 7, label: 'Home', address: 'Adyar, Chennai', city: 'Chennai', latitude: 13.0067, longitude: 80.2573, radiusKm: 10 };

describe('the partner’s work areas', () => {
  it('reads the places and the form’s limits', async () => {
    serve(200, { status: 200, data: { places: [place], max_radius_km: 25, max_places: 5 } });
    await expect(callEndpoint(workAreasEndpoint)).resolves.toEqual({ places: [workArea], maxRadiusKm: 25, maxPlaces: 5 });
    expect(sent).toEqual([{ method: 'GET', url: 'employee/work-areas', body: undefined }]);
    expect(workAreasEndpoint.key?.({})).toEqual(['partner', 'work-areas']);
  });

  it('adds a place with radius_km and reads the stored place of the 201', async () => {
    serve(201, { status: 201, message: 'Place added', data: place });
    await expect(callEndpoint(addWorkAreaEndpoint, { body: { address: 'Adyar, Chennai', radius_km: 10, label: 'Home' } })).resolves.toEqual(workArea);
    expect(sent).toEqual([{ method: 'POST', url: 'employee/work-areas', body: { address: 'Adyar, Chennai', radius_km: 10, label: 'Home' } }]);
  });

  it('deletes a place by its id and answers the message', async () => {
    serve(200, { status: 200, message: 'Place deleted' });
    await expect(callEndpoint(deleteWorkAreaEndpoint, { params: { id: 7 } })).resolves.toBe('Place deleted');
    expect(sent).toEqual([{ method: 'DELETE', url: 'employee/work-areas/7', body: undefined }]);
  });
});
