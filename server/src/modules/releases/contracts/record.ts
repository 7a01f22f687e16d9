// A build's contract record (issue 42, decision 0068): contracts.json, written by every production
// build (scripts/contracts/contractsPlugin.ts) and published with it, so the record of each live
// version stays beside its files. The publish gate checks it against what is live; the
// consumer-driven tests check what is live against the checkout.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReplyShape } from './replyShape';

export const CONTRACTS_FILE = 'contracts.json';

/** The host contract as one side sees it: its version, the modules' exports, the interfaces' members. */
export interface HostSurface {
  /** The host contract version (shared/package.json) the build was made against. */
  version: string;
  /** A host contract module ('@servenear/shared/host') → the names imported from it, or exported by it. */
  exports: Record<string, string[]>;
  /** 'HostContract.notify', 'Session.role': members of the contract's interfaces read, or provided. */
  members: string[];
}

export interface EndpointUse {
  /** A short fingerprint of `reads`: a reply shape's version, equal wherever the shape is. */
  version: string;
  /** What the build's client checks of the success reply (the catalogue's reply schema it bundles). */
  reads: ReplyShape;
}

export interface ContractRecord {
  app: string;
  /** A remote: what it asks of the live shell. */
  host?: HostSurface;
  /** The shell: what it gives the remotes. */
  provides?: HostSurface;
  /** Every endpoint the build calls, by 'METHOD path'. */
  api: Record<string, EndpointUse>;
}

/** The record in a build folder (a dist/ or a release), or null for a build made before records. */
export async function readContractRecord(buildDir: string): Promise<ContractRecord | null> {
  const file = path.join(buildDir, CONTRACTS_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(await readFile(file, 'utf8')) as ContractRecord;
}
