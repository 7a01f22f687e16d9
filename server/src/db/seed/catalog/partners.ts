/** Demo partners at real city coordinates; each works a few hundred metres to a few km from the centre. */
export interface SeedCity {
  name: string;
  latitude: number;
  longitude: number;
  partners: string[];
}

export const seedCities: readonly SeedCity[] = [
  { name: 'Chennai', latitude: 13.0827, longitude: 80.2707, partners: ['Arun Prakash', 'Lakshmi Narayanan', 'Selvi Murugan', 'Karthik Subramanian'] },
  { name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946, partners: ['Manjunath Gowda', 'Kavya Shetty', 'Raghavendra Rao', 'Deepa Hegde', 'Naveen Kumar'] },
  { name: 'Mumbai', latitude: 19.076, longitude: 72.8777, partners: ['Sachin Patil', 'Priya Deshmukh', 'Imran Shaikh', 'Neha Kulkarni', 'Rohit Jadhav'] },
  { name: 'Delhi', latitude: 28.6139, longitude: 77.209, partners: ['Amit Sharma', 'Pooja Gupta', 'Vikram Singh', 'Sunita Yadav', 'Rahul Verma'] },
  { name: 'Hyderabad', latitude: 17.385, longitude: 78.4867, partners: ['Srinivas Reddy', 'Anjali Rao', 'Mohammed Irfan', 'Kiran Goud'] },
  { name: 'Pune', latitude: 18.5204, longitude: 73.8567, partners: ['Aniket Joshi', 'Snehal Pawar', 'Mahesh Shinde', 'Rutuja Bhosale'] },
  { name: 'Kolkata', latitude: 22.5726, longitude: 88.3639, partners: ['Subhajit Das', 'Moumita Banerjee', 'Arindam Ghosh'] },
];

/** The first demo partner number; the rest follow one by one in the order above. */
export const FIRST_PARTNER_MOBILE = 9876510001;

/** A fixed offset per partner (up to about 4 km) so the map does not stack everyone on one point. */
export function partnerOffset(index: number): { dLat: number; dLng: number } {
  const angle = (index * 137.5 * Math.PI) / 180;
  const distanceDegrees = 0.005 + (index % 5) * 0.007;
  return { dLat: Math.round(Math.sin(angle) * distanceDegrees * 1e5) / 1e5, dLng: Math.round(Math.cos(angle) * distanceDegrees * 1e5) / 1e5 };
}

/** Demo accounts of accounts.ts that offer services too (by mobile), and where they work. */
export const demoAccountOfferings = [
  { mobile: '9876500002', city: 'Chennai', latitude: 13.085, longitude: 80.2101, services: ['Electrician', 'Appliance Repair', 'AC Repair & Service', 'Industrial Electrician'] },
  // Awaiting verification: these offers must not list anything until an admin verifies him.
  { mobile: '9876500003', city: 'Chennai', latitude: 13.0418, longitude: 80.2341, services: ['Plumber', 'Water Tank Cleaning', 'Kitchen Deep Cleaning'] },
] as const;
