import type { Point } from '../catalog/coordinates';

/**
 * Common names of neighbourhoods in the seeded cities that the postal directory spells
 * differently ('Thygarayanagar' for T. Nagar), names no office carries (HITEC City, Salt Lake),
 * and the few whose office the directory places far from the neighbourhood.
 *
 * Each is anchored to its PIN code, so district and state come from the directory. `point` is
 * given only where the directory's point for that PIN is wrong; it was read off a map.
 */
export interface LocalityAlias {
  /** The name shown back to the customer. */
  name: string;
  /** Other spellings people type; the name itself is always one. */
  spellings: string[];
  pin: string;
  point?: Point;
}

export const localityAliases: readonly LocalityAlias[] = [
  // Chennai
  { name: 'T. Nagar', spellings: ['T Nagar', 'Thyagaraya Nagar', 'Thyagarayanagar', 'Thygarayanagar', 'Theagaroya Nagar'], pin: '600017' },
  { name: 'Velachery', spellings: ['Velacheri'], pin: '600042' },
  // The directory puts Adyar's office at T. Nagar's point.
  { name: 'Adyar', spellings: [], pin: '600020', point: { latitude: 13.0063, longitude: 80.2574 } },
  { name: 'Anna Nagar', spellings: ['Annanagar'], pin: '600040' },
  // Bengaluru
  { name: 'Electronic City', spellings: ['Electronics City', 'E City'], pin: '560100' },
  { name: 'Malleshwaram', spellings: ['Malleswaram', 'Malleshwaram'], pin: '560003' },
  { name: 'Marathahalli', spellings: ['Marathalli'], pin: '560037', point: { latitude: 12.9569, longitude: 77.7011 } },
  // The directory puts Indiranagar's only office (560038) 8 km away, in Basavanagudi.
  { name: 'Indiranagar', spellings: ['Indira Nagar', 'HAL 2nd Stage'], pin: '560038', point: { latitude: 12.9784, longitude: 77.6408 } },
  { name: 'Mahadevapura', spellings: ['Mahadevpura'], pin: '560048' },
  // Mumbai
  { name: 'Powai', spellings: ['Powai IIT'], pin: '400076' },
  { name: 'Andheri East', spellings: [], pin: '400069' },
  { name: 'Andheri West', spellings: [], pin: '400058' },
  // Delhi
  { name: 'Rohini', spellings: [], pin: '110085' },
  { name: 'Dwarka', spellings: [], pin: '110075' },
  { name: 'Lajpat Nagar', spellings: [], pin: '110024' },
  // Hyderabad
  { name: 'HITEC City', spellings: ['Hitech City', 'Hi-Tech City', 'Cyberabad'], pin: '500081' },
  { name: 'Madhapur', spellings: [], pin: '500081', point: { latitude: 17.4483, longitude: 78.3915 } },
  { name: 'Gachibowli', spellings: [], pin: '500032', point: { latitude: 17.4401, longitude: 78.3489 } },
  { name: 'Kondapur', spellings: [], pin: '500084' },
  // Pune
  { name: 'Hinjewadi', spellings: ['Hinjawadi', 'Hinjewadi IT Park'], pin: '411057', point: { latitude: 18.5913, longitude: 73.7389 } },
  { name: 'Viman Nagar', spellings: ['Vimannagar'], pin: '411014' },
  // Kolkata: the directory places most Salt Lake offices 28 km south-west.
  { name: 'Salt Lake', spellings: ['Salt Lake City', 'Bidhannagar', 'Bidhan Nagar'], pin: '700091', point: { latitude: 22.5867, longitude: 88.4171 } },
  { name: 'Jadavpur', spellings: [], pin: '700032' },
  { name: 'New Town', spellings: ['Newtown', 'Rajarhat New Town'], pin: '700156', point: { latitude: 22.5926, longitude: 88.4849 } },
];
