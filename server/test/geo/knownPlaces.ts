/**
 * Addresses as customers in the seeded cities type them, with where each really is (the
 * neighbourhood's centre, read off a map). The geocoder must put each within 3 km; the accuracy
 * bench reports the share resolved and the median error over the same list.
 *
 * Places whose point is itself curated in localityAliases (Salt Lake, Gachibowli, Indiranagar, …)
 * are left out: they would only check the table against itself.
 */
export interface KnownPlace {
  typed: string;
  city: string;
  latitude: number;
  longitude: number;
}

export const knownPlaces: readonly KnownPlace[] = [
  { typed: 'T. Nagar', city: 'Chennai', latitude: 13.0418, longitude: 80.2341 },
  { typed: 'Thyagaraya Nagar, Chennai', city: 'Chennai', latitude: 13.0418, longitude: 80.2341 },
  { typed: 'Mylapore, Chennai', city: 'Chennai', latitude: 13.0368, longitude: 80.2676 },
  { typed: 'Velachery', city: 'Chennai', latitude: 12.9815, longitude: 80.218 },
  { typed: 'Anna Nagar, Chennai', city: 'Chennai', latitude: 13.085, longitude: 80.2101 },
  { typed: '600041', city: 'Chennai', latitude: 12.983, longitude: 80.2594 },
  { typed: 'Whitefield', city: 'Bengaluru', latitude: 12.9698, longitude: 77.75 },
  { typed: '560048', city: 'Bengaluru', latitude: 12.9916, longitude: 77.7009 },
  { typed: 'Koramangala, Bengaluru', city: 'Bengaluru', latitude: 12.9352, longitude: 77.6245 },
  { typed: 'HSR Layout', city: 'Bengaluru', latitude: 12.9116, longitude: 77.6474 },
  { typed: 'Jayanagar, Bengaluru', city: 'Bengaluru', latitude: 12.925, longitude: 77.5938 },
  { typed: 'Malleshwaram', city: 'Bengaluru', latitude: 13.0035, longitude: 77.5709 },
  { typed: 'Bengaluru 560034', city: 'Bengaluru', latitude: 12.9352, longitude: 77.6245 },
  { typed: '14, 5th Cross, Koramangala, Bengaluru 560034', city: 'Bengaluru', latitude: 12.9352, longitude: 77.6245 },
  { typed: 'Andheri East, Mumbai', city: 'Mumbai', latitude: 19.1136, longitude: 72.8697 },
  { typed: 'Bandra West', city: 'Mumbai', latitude: 19.0596, longitude: 72.8295 },
  { typed: 'Powai, Mumbai', city: 'Mumbai', latitude: 19.1176, longitude: 72.906 },
  { typed: 'Dadar, Mumbai', city: 'Mumbai', latitude: 19.0178, longitude: 72.8478 },
  { typed: '400050', city: 'Mumbai', latitude: 19.0596, longitude: 72.8295 },
  { typed: 'Borivali', city: 'Mumbai', latitude: 19.2307, longitude: 72.8567 },
  { typed: 'Connaught Place, New Delhi', city: 'Delhi', latitude: 28.6315, longitude: 77.2167 },
  { typed: 'Lajpat Nagar', city: 'Delhi', latitude: 28.5677, longitude: 77.2433 },
  { typed: 'Karol Bagh', city: 'Delhi', latitude: 28.6519, longitude: 77.1909 },
  { typed: 'Saket, Delhi', city: 'Delhi', latitude: 28.5245, longitude: 77.2066 },
  { typed: '110017', city: 'Delhi', latitude: 28.5355, longitude: 77.2100 },
  { typed: 'Banjara Hills, Hyderabad', city: 'Hyderabad', latitude: 17.4156, longitude: 78.4347 },
  { typed: 'Kukatpally', city: 'Hyderabad', latitude: 17.4948, longitude: 78.3996 },
  { typed: 'Secunderabad', city: 'Hyderabad', latitude: 17.4399, longitude: 78.4983 },
  { typed: 'Hyderabad 500081', city: 'Hyderabad', latitude: 17.4474, longitude: 78.3762 },
  { typed: 'Kothrud, Pune', city: 'Pune', latitude: 18.5074, longitude: 73.8077 },
  { typed: 'Hadapsar', city: 'Pune', latitude: 18.5089, longitude: 73.926 },
  { typed: 'Aundh, Pune', city: 'Pune', latitude: 18.559, longitude: 73.8077 },
  { typed: 'Pune 411001', city: 'Pune', latitude: 18.5196, longitude: 73.8757 },
  { typed: 'Park Street, Kolkata', city: 'Kolkata', latitude: 22.553, longitude: 88.352 },
  { typed: 'Ballygunge', city: 'Kolkata', latitude: 22.528, longitude: 88.365 },
  { typed: 'Behala, Kolkata', city: 'Kolkata', latitude: 22.498, longitude: 88.311 },
  { typed: '700019', city: 'Kolkata', latitude: 22.528, longitude: 88.365 },
];
