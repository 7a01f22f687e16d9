/**
 * The two geocoding calls the shell makes (customer §7 'POST onbrowseropen' and our
 * 'GET geocode', which moves the spec's browser-side maps call behind the server so no key
 * reaches the browser). Plain fetch, like sessionApi: the visitor's landing page shows the
 * location chip and must not pay for axios.
 */

/** customer §3 'Location': the reverse-geocode reply's address object. */
export interface ReverseAddress {
  road: string | null;
  city: string | null;
  town: string | null;
  village: string | null;
}

export interface GeocodedPoint {
  latitude: number;
  longitude: number;
  formattedAddress: string;
}

/** A typed address's place, and every place it may be when it is ambiguous (more than one). */
export interface GeocodedAddress extends GeocodedPoint {
  choices: GeocodedPoint[];
}

/** The server understood the request and found no place: the spec's 'not OK' geocode. */
export class GeocodeNotFound extends Error {
  override name = 'GeocodeNotFound';
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

async function readData(response: Response): Promise<Record<string, unknown>> {
  if (response.status === 404 || response.status === 422) throw new GeocodeNotFound(`Geocoding answered ${response.status}`);
  if (!response.ok) throw new Error(`Geocoding answered ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  if (typeof body.data !== 'object' || body.data === null) throw new Error('Geocoding answered without data');
  return body.data as Record<string, unknown>;
}

/** POST onbrowseropen {latitude, longitude} → the address around the point. */
export async function reverseGeocode(latitude: number, longitude: number): Promise<ReverseAddress> {
  const response = await fetch('/api/onbrowseropen', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latitude, longitude }),
  });
  const data = await readData(response);
  const address = (typeof data.address === 'object' && data.address !== null ? data.address : {}) as Record<string, unknown>;
  return { road: textOrNull(address.road), city: textOrNull(address.city), town: textOrNull(address.town), village: textOrNull(address.village) };
}

function geocodedPoint(data: Record<string, unknown>, typed: string): GeocodedPoint {
  const { latitude, longitude } = data;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') throw new Error('Geocoding answered without coordinates');
  return { latitude, longitude, formattedAddress: textOrNull(data.formatted_address) ?? typed };
}

/** GET geocode?address= → the point and formatted address of a typed address, with its choices when ambiguous. */
export async function forwardGeocode(address: string): Promise<GeocodedAddress> {
  const response = await fetch(`/api/geocode?${new URLSearchParams({ address })}`, { credentials: 'include' });
  const data = await readData(response);
  const choices = Array.isArray(data.choices) ? (data.choices as Record<string, unknown>[]).map((choice) => geocodedPoint(choice, address)) : [];
  return { ...geocodedPoint(data, address), choices };
}
