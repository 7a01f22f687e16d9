import { knownPlaces } from '../../../test/geo/knownPlaces';
import { distanceKm } from './distance';
import { GazetteerProvider } from './gazetteer';

const geocoder = new GazetteerProvider();
const forward = (text: string) => geocoder.forward(text);

describe('forward geocoding of addresses as people in India type them', () => {
  it.each(knownPlaces.map((place) => [place.typed, place] as const))('puts %s within 3 km of the right place', async (_, place) => {
    const found = await forward(place.typed);
    expect(found).not.toBeNull();
    expect(distanceKm(place, found!)).toBeLessThanOrEqual(3);
  });

  it('checks at least 25 inputs, from every seeded city', () => {
    expect(knownPlaces.length).toBeGreaterThanOrEqual(25);
    expect(new Set(knownPlaces.map((place) => place.city))).toEqual(new Set(['Chennai', 'Bengaluru', 'Mumbai', 'Delhi', 'Hyderabad', 'Pune', 'Kolkata']));
  });

  it('understands the common spellings of one locality', async () => {
    for (const typed of ['T Nagar', 'T. Nagar', 'Thyagaraya Nagar', 'thyagaraya nagar, chennai']) {
      expect((await forward(typed))?.formatted_address).toBe('T. Nagar, Chennai, Tamil Nadu 600017');
    }
  });

  it('names the place it found with its city, state and PIN code', async () => {
    expect((await forward('Whitefield'))?.formatted_address).toBe('Whitefield, Bengaluru, Karnataka 560066');
    expect((await forward('andheri east, MUMBAI'))?.formatted_address).toBe('Andheri East, Mumbai, Maharashtra 400069');
    expect((await forward('560048'))?.formatted_address).toBe('Bengaluru, Karnataka 560048');
    expect((await forward('Connaught Place, New Delhi'))?.formatted_address).toBe('Connaught Place, Delhi 110001');
  });

  it('offers choices, biggest city first, when a locality exists in more than one place', async () => {
    const nagar = await forward('T. Nagar');
    expect(nagar?.choices.map((choice) => choice.formatted_address)).toEqual([
      'T. Nagar, Chennai, Tamil Nadu 600017',
      'T.Nagar, Teni, Tamil Nadu 625531',
    ]);
    expect(nagar?.formatted_address).toBe(nagar?.choices[0]?.formatted_address);

    const andheri = await forward('Andheri');
    expect(andheri?.choices[0]?.formatted_address).toBe('Andheri, Mumbai, Maharashtra 400053');
    expect(andheri?.choices.length).toBeGreaterThan(1);
  });

  it('takes the place in the city or PIN code that was typed with it, without asking', async () => {
    expect((await forward('Hebbal, Bengaluru'))?.choices).toEqual([]);
    expect((await forward('Saket, Delhi'))?.choices).toEqual([]);
    expect((await forward('Andheri 400053'))?.choices).toEqual([]);
    expect((await forward('Whitefield'))?.choices).toEqual([]);
  });

  it('finds a locality inside a street address, and a locality with a one-letter typo', async () => {
    expect((await forward('Flat 4B, 12 MG Road, Koramangala, Bengaluru'))?.formatted_address).toBe('Koramangala, Bengaluru, Karnataka 560034');
    expect((await forward('Kukatpaly'))?.formatted_address).toBe('Kukatpally, Hyderabad, Telangana 500072');
  });

  it('still finds cities by their old names, and a city alone at its centre', async () => {
    const bangalore = await forward('Bangalore');
    expect(bangalore?.formatted_address).toBe('Bengaluru, Karnataka');
    expect(bangalore?.latitude).toBeCloseTo(12.97, 1);
    expect((await forward('Hyderabad'))?.formatted_address).toBe('Hyderabad, Telangana');
  });

  it('finds nothing for a place that is not in India, nor for a bare generic word', async () => {
    expect(await forward('Atlantis')).toBeNull();
    expect(await forward('Nagar')).toBeNull();
    expect(await forward('999999')).toBeNull();
  });
});
