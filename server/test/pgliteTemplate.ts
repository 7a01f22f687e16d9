import type { PGlite } from '@electric-sql/pglite';

/**
 * Makes a migrated, seeded PGlite's data folder small before it is dumped as the test template:
 * every server test file loads that dump, and unpacking it (and collecting the garbage it left)
 * cost in proportion to its size. 44 MB came down to 13 MB:
 * - template0 and template1 go: the tests use only the `postgres` database, and PGlite never
 *   creates another (15 MB);
 * - the WAL moves to a new segment holding only the last checkpoint, the old one removed rather
 *   than recycled, so the migrations' and the seed's 12 MB of records are not carried.
 */
export async function shrinkForTemplate(client: PGlite): Promise<void> {
  // One statement per call: several in one string run as one transaction, which DROP DATABASE refuses.
  for (const statement of [
    "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
    'DROP DATABASE template0',
    'DROP DATABASE template1',
    'SET wal_recycle = off',
    'CHECKPOINT',
    'SELECT pg_switch_wal()',
    'CHECKPOINT',
  ]) {
    await client.exec(statement);
  }
}

const WAL_SEGMENT = /(^|\/)pg_wal\/[0-9A-F]{24}$/;
const BLOCK = 512;
const WAL_PAGE = 8192;

/**
 * The dump (an uncompressed tar) with its WAL segment cut after its last written page: the rest
 * of the 16 MB segment is zeros that PostgreSQL never reads (it writes past the end, and the
 * file grows). One spare page is kept after the last record.
 */
export function trimWalSegment(tar: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = header.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('latin1').replace(/\0.*$/s, '').trim() || '0', 8);
    const stored = Math.ceil(size / BLOCK) * BLOCK;
    const body = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    if (WAL_SEGMENT.test(name)) {
      let last = body.length - 1;
      while (last >= 0 && body[last] === 0) last -= 1;
      const kept = Math.min(size, (Math.ceil((last + 1) / WAL_PAGE) + 1) * WAL_PAGE);
      parts.push(withSize(header, kept), body.subarray(0, kept), Buffer.alloc(Math.ceil(kept / BLOCK) * BLOCK - kept));
    } else {
      parts.push(tar.subarray(offset, offset + BLOCK + stored));
    }
    offset += BLOCK + stored;
  }
  parts.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(parts);
}

/** A copy of a ustar header stating another size, with its checksum recomputed. */
function withSize(header: Buffer, size: number): Buffer {
  const copy = Buffer.from(header);
  copy.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 12, 'latin1');
  copy.fill(0x20, 148, 156);
  const sum = copy.reduce((total, byte) => total + byte, 0);
  copy.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return copy;
}
