import type { Point } from '../catalog/coordinates';
import type { ForwardGeocode, GeocodingProvider, ReverseGeocode } from './provider';

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

interface GoogleComponent {
  long_name: string;
  types: string[];
}

interface GoogleResult {
  formatted_address: string;
  address_components: GoogleComponent[];
  geometry: { location: { lat: number; lng: number } };
}

interface GoogleReply {
  status: string;
  results?: GoogleResult[];
}

const ENDPOINT = 'https://maps.googleapis.com/maps/api/geocode/json';

/** Google's Geocoding API, called from the server so the key never reaches a browser. */
export class GoogleGeocodingProvider implements GeocodingProvider {
  constructor(
    private readonly apiKey: string,
    private readonly fetchJson: Fetch = fetch,
  ) {}

  private async first(params: Record<string, string>): Promise<GoogleResult | null> {
    const query = new URLSearchParams({ ...params, region: 'in', key: this.apiKey });
    const response = await this.fetchJson(`${ENDPOINT}?${query}`);
    if (!response.ok) throw new Error(`Google geocoding answered HTTP ${response.status}`);
    const body = (await response.json()) as GoogleReply;
    if (body.status === 'ZERO_RESULTS') return null;
    if (body.status !== 'OK') throw new Error(`Google geocoding answered ${body.status}`);
    return body.results?.[0] ?? null;
  }

  async reverse(point: Point): Promise<ReverseGeocode | null> {
    const result = await this.first({ latlng: `${point.latitude},${point.longitude}` });
    if (!result) return null;
    const component = (type: string) => result.address_components.find((part) => part.types.includes(type))?.long_name ?? null;
    return {
      address: {
        road: component('route'),
        city: component('locality'),
        town: component('sublocality') ?? component('administrative_area_level_3'),
        village: null,
        state: component('administrative_area_level_1'),
      },
      formatted_address: result.formatted_address,
    };
  }

  async forward(address: string): Promise<ForwardGeocode | null> {
    const result = await this.first({ address });
    if (!result) return null;
    return {
      latitude: result.geometry.location.lat,
      longitude: result.geometry.location.lng,
      formatted_address: result.formatted_address,
      // Google answers its best match; it has no notion of asking back.
      choices: [],
    };
  }
}
