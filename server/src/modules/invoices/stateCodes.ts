/**
 * GST State codes (the first two digits of a GSTIN), by the State names the geocoders give
 * (GeoNames' and Google's spellings). Decision 0056 lists the ones we serve first.
 */
const gstStateCodes: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  'National Capital Territory of Delhi': '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Daman and Diu': '26',
  'Dadra and Nagar Haveli': '26',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const stateNamesByCode = new Map<string, string>();
for (const [name, code] of Object.entries(gstStateCodes)) if (!stateNamesByCode.has(code)) stateNamesByCode.set(code, name);
stateNamesByCode.set('07', 'Delhi');
stateNamesByCode.set('26', 'Dadra and Nagar Haveli and Daman and Diu');

/** The GST State code of a State's name, or null for a name we do not know. */
export function gstStateCode(stateName: string | null | undefined): string | null {
  if (!stateName) return null;
  return gstStateCodes[stateName.trim()] ?? null;
}

/** "Tamil Nadu (33)": how an invoice names a State. */
export function stateLabel(code: string): string {
  return `${stateNamesByCode.get(code) ?? 'State'} (${code})`;
}
