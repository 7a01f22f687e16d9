import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mimeByExtension } from '../modules/media/fileType';
import type { OpsAdmin } from './opsAdmin';

const extensionByMime = new Map(Object.entries(mimeByExtension).map(([extension, mime]) => [mime as string, extension]));

/**
 * `partners:proofs <id>`: writes each of the partner's ID proofs into `folder` and answers the
 * paths, one a line. Files are named by proof id and the type detected at upload, never by the
 * name the partner's device gave them. ID proofs are personal data: the folder is 0700 and
 * each file 0600.
 */
export async function downloadProofs(admin: OpsAdmin, partnerId: number, folder: string): Promise<string> {
  const partner = await admin.partner(partnerId);
  if (partner.id_proofs.length === 0) return `Partner ${partnerId} has no ID proofs.`;
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  for (const proof of partner.id_proofs) {
    const file = path.join(folder, `id-proof-${proof.id}.${extensionByMime.get(proof.mime) ?? 'bin'}`);
    const bytes = await admin.idProof(proof.id);
    // Removed first and created anew ('wx'): a link planted under that name is never followed.
    await rm(file, { force: true });
    await writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
    written.push(file);
  }
  return written.join('\n');
}

/** Where `partners:proofs` writes when not told: ./partner-proofs/<id>/ of the caller. */
export const defaultProofFolder = (partnerId: number) => path.join('partner-proofs', String(partnerId));
