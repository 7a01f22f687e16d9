import { useAuthStore } from '../auth/authStore';
import { mirrorLocationToCookie } from './nearCookie';

const nearCookie = () => document.cookie.split('; ').find((cookie) => cookie.startsWith('sn_near='));

test('the cookie follows the stored location, so the server can preload the list near it', () => {
  useAuthStore.setState({ location: { latitude: 12.97, longitude: 77.59, address: 'Bengaluru' } });
  mirrorLocationToCookie();
  expect(nearCookie()).toBe('sn_near=12.97:77.59');

  useAuthStore.getState().setLocation({ latitude: 18.52, longitude: 73.86, address: 'Pune, Maharashtra' });
  expect(nearCookie()).toBe('sn_near=18.52:73.86');

  // An address without a point (the chip's text only): no cookie, so nothing is preloaded for a wrong point.
  useAuthStore.getState().setLocation({ latitude: null, longitude: null, address: 'Anna Nagar, Chennai' });
  expect(nearCookie()).toBeUndefined();
});
