import { GazetteerProvider } from './gazetteer';
import { indianStatesByAdminCode } from './states';

const gazetteer = new GazetteerProvider();

describe('GazetteerProvider', () => {
  it('reverse-geocodes Chennai coordinates to Chennai, Tamil Nadu', async () => {
    expect(await gazetteer.reverse({ latitude: 13.0827, longitude: 80.2707 })).toEqual({
      address: { road: null, city: 'Chennai', town: null, village: null, state: 'Tamil Nadu' },
      formatted_address: 'Chennai, Tamil Nadu',
    });
  });

  it('prefers the big city over a nearer small place within its radius', async () => {
    // A few km from the centre of Bengaluru, closer to smaller localities in the list.
    const result = await gazetteer.reverse({ latitude: 12.93, longitude: 77.62 });
    expect(result?.address.city).toBe('Bengaluru');
    expect(result?.address.state).toBe('Karnataka');
  });

  it('finds nothing far out at sea', async () => {
    expect(await gazetteer.reverse({ latitude: -40, longitude: 10 })).toBeNull();
  });

  it('names every state and union territory code GeoNames uses for India', () => {
    expect(Object.keys(indianStatesByAdminCode)).toHaveLength(38);
    expect(indianStatesByAdminCode['40']).toBe('Telangana');
    expect(indianStatesByAdminCode['41']).toBe('Ladakh');
  });
});
