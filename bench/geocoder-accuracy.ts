// Usage: npm run bench:geocoder
// How well the offline geocoder places addresses typed the way customers in the seeded cities
// type them (server/test/geo/knownPlaces.ts): the share resolved within 3 km, the median and
// worst error, and how long a lookup takes once the postal directory is loaded.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { distanceKm } from '../server/src/modules/geo/distance';
import { GazetteerProvider } from '../server/src/modules/geo/gazetteer';
import { knownPlaces } from '../server/test/geo/knownPlaces';

const WITHIN_KM = 3;
const resultsFile = path.join(import.meta.dirname, 'results', 'geocoder-accuracy.json');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

async function main() {
  const geocoder = new GazetteerProvider();
  const loadStart = performance.now();
  await geocoder.forward('Chennai');
  const loadMs = performance.now() - loadStart;

  const rows = [];
  const lookupMs: number[] = [];
  for (const place of knownPlaces) {
    const start = performance.now();
    const found = await geocoder.forward(place.typed);
    lookupMs.push(performance.now() - start);
    const errorKm = found ? distanceKm(place, found) : null;
    rows.push({ typed: place.typed, found: found?.formatted_address ?? null, choices: found?.choices.length ?? 0, errorKm: errorKm === null ? null : round(errorKm) });
  }
  const errors = rows.flatMap((row) => (row.errorKm === null ? [] : [row.errorKm]));
  const resolved = errors.filter((km) => km <= WITHIN_KM).length;
  const figures = {
    inputs: rows.length,
    resolvedWithin3Km: resolved,
    resolvedShare: round(resolved / rows.length, 3),
    medianErrorKm: round(median(errors)),
    worstErrorKm: round(Math.max(...errors)),
    directoryLoadMs: Math.round(loadMs),
    medianLookupMs: round(median(lookupMs), 1),
    rows,
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(figures, null, 2)}\n`);
  for (const row of rows) console.log(`${row.typed.padEnd(46)} ${String(row.errorKm ?? '—').padStart(6)} km  ${row.found ?? 'not found'}`);
  console.log(`\n${resolved}/${rows.length} within ${WITHIN_KM} km (${(figures.resolvedShare * 100).toFixed(1)} %), median error ${figures.medianErrorKm} km, worst ${figures.worstErrorKm} km`);
  console.log(`directory load ${figures.directoryLoadMs} ms, median lookup ${figures.medianLookupMs} ms\nwritten to ${path.relative(process.cwd(), resultsFile)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
