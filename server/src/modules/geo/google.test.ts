import { GoogleGeocodingProvider } from './google';

function fakeFetch(reply: unknown, ok = true) {
  const urls: string[] = [];
  const fetchJson = async (url: string) => {
    urls.push(url);
    return { ok, status: ok ? 200 : 500, json: async () => reply };
  };
  return { urls, fetchJson };
}

const chennaiResult = {
  formatted_address: 'Mount Road, Anna Salai, Chennai, Tamil Nadu 600002, India',
  address_components: [
    { long_name: 'Mount Road', types: ['route'] },
    { long_name: 'Anna Salai', types: ['sublocality', 'political'] },
    { long_name: 'Chennai', types: ['locality', 'political'] },
    { long_name: 'Tamil Nadu', types: ['administrative_area_level_1', 'political'] },
  ],
  geometry: { location: { lat: 13.06, lng: 80.26 } },
};

describe('GoogleGeocodingProvider', () => {
  it('reverse-geocodes through the API with the key, mapping the address parts', async () => {
    const { urls, fetchJson } = fakeFetch({ status: 'OK', results: [chennaiResult] });
    const provider = new GoogleGeocodingProvider('test-key', fetchJson);

    expect(await provider.reverse({ latitude: 13.06, longitude: 80.26 })).toEqual({
      address: { road: 'Mount Road', city: 'Chennai', town: 'Anna Salai', village: null, state: 'Tamil Nadu' },
      formatted_address: chennaiResult.formatted_address,
    });
    const url = new URL(urls[0]!);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json');
    expect(url.searchParams.get('latlng')).toBe('13.06,80.26');
    expect(url.searchParams.get('key')).toBe('test-key');
  });

  it('forward-geocodes an address', async () => {
    const { urls, fetchJson } = fakeFetch({ status: 'OK', results: [chennaiResult] });
    const provider = new GoogleGeocodingProvider('test-key', fetchJson);

    expect(await provider.forward('Anna Salai, Chennai')).toEqual({ latitude: 13.06, longitude: 80.26, formatted_address: chennaiResult.formatted_address, choices: [] });
    expect(new URL(urls[0]!).searchParams.get('address')).toBe('Anna Salai, Chennai');
  });

  it('answers null for no results and throws for API failures', async () => {
    expect(await new GoogleGeocodingProvider('k', fakeFetch({ status: 'ZERO_RESULTS', results: [] }).fetchJson).forward('nowhere')).toBeNull();
    await expect(new GoogleGeocodingProvider('k', fakeFetch({ status: 'REQUEST_DENIED' }).fetchJson).forward('x')).rejects.toThrow('REQUEST_DENIED');
    await expect(new GoogleGeocodingProvider('k', fakeFetch({}, false).fetchJson).forward('x')).rejects.toThrow('HTTP 500');
  });
});
