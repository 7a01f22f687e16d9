import { readFileSync } from 'node:fs';
import { ifscPattern } from '@servenear/shared/schemas';

/**
 * IFSC codes checked against the RBI's list of bank branches, as Razorpay's `ifsc` package ships
 * it (MIT, offline; docs/decisions/0044-ifsc-dataset.md). Its data files are kept in
 * server/reference/ifsc/ (`node scripts/update-ifsc.mjs` refreshes them), not the package: it depends
 * on `request`, deprecated and never needed here.
 */

/** src/IFSC.json: bank code → its branch codes (numbers when the branch code is all digits). */
type BranchList = Record<string, Array<string | number>>;

interface IfscData {
  branches: Map<string, Set<string>>;
  bankNames: Record<string, string>;
  /** A branch of a small bank run under a bigger bank's code: IFSC → the small bank's code. */
  sublets: Record<string, string>;
}

let data: IfscData | undefined;

const DATA_DIR = new URL('../../../../reference/ifsc/', import.meta.url);

function readData<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(file, DATA_DIR), 'utf8')) as T;
}

/** Parsed on first use (≈1 MB of JSON, some tens of ms), then kept. */
function load(): IfscData {
  if (data) return data;
  const list = readData<BranchList>('IFSC.json');
  const branches = new Map(Object.entries(list).map(([bank, codes]) => [bank, new Set(codes.map(branchKey))]));
  data = {
    branches,
    bankNames: readData<Record<string, string>>('banknames.json'),
    sublets: readData<Record<string, string>>('sublet.json'),
  };
  return data;
}

/** Numeric branch codes are stored without their leading zeros ("000691" as 691). */
function branchKey(code: string | number): string {
  return typeof code === 'number' || /^\d+$/.test(code) ? String(Number(code)) : code;
}

/** Whether `code` (upper case, 11 characters) names a branch in the dataset. */
export function isKnownIfsc(code: string): boolean {
  if (!ifscPattern.test(code)) return false;
  return load().branches.get(code.slice(0, 4))?.has(branchKey(code.slice(5))) ?? false;
}

/** The bank's name for a known IFSC (the small bank's, for a branch run under another bank's code). */
export function bankNameOf(code: string): string | null {
  if (!isKnownIfsc(code)) return null;
  const { bankNames, sublets } = load();
  return bankNames[sublets[code] ?? code.slice(0, 4)] ?? null;
}
