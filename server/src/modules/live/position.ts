/**
 * Where an event stands among all live events: its transaction's id, then its own (decision
 * 0063). Sent as the SSE `id:` ("<txid>-<id>") and read back from `Last-Event-ID`.
 */
export interface Position {
  txid: bigint;
  id: number;
}

const POSITION = /^(\d{1,20})-(\d{1,19})$/;

export const formatPosition = ({ txid, id }: Position) => `${txid}-${id}`;

/** A Last-Event-ID as this server wrote it, else null (a stream starts from now). */
export function parsePosition(value: string | undefined): Position | null {
  const match = value ? POSITION.exec(value.trim()) : null;
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { txid: BigInt(match[1]!), id } : null;
}

export const isAfter = (a: Position, b: Position) => a.txid > b.txid || (a.txid === b.txid && a.id > b.id);
