import { createRequire } from 'node:module';
import { ifscPattern } from '@servenear/shared/schemas';

/**
 * IFSC codes checked against the RBI's list of bank branches, as Razorpay's `ifsc` package ships
 * it (MIT, offline; docs/decisions/0044-ifsc-dataset.md). Only its data files are read: the
 * package's main module also loads `request` to call Razorpay's web API, which the server never does.
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

/** Parsed on first use (≈1 MB of JSON, some tens of ms), then kept. */
function load(): IfscData {
  if (data) return data;
  const require = createRequire(import.meta.url);
  const list = require('ifsc/src/IFSC.json') as BranchList;
  const branches = new Map(Object.entries(list).map(([bank, codes]) => [bank, new Set(codes.map(branchKey))]));
  data = {
    branches,
    bankNames: require('ifsc/src/banknames.json') as Record<string, string>,
    sublets: require('ifsc/src/sublet.json') as Record<string, string>,
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
