import { inflateSync } from 'node:zlib';

/**
 * The text a PDF of ours draws, in drawing order, one string per line drawn: its content streams
 * inflated and the standard fonts' hex strings (<48656c6c6f> Tj) decoded. Enough to check what an
 * invoice or a statement says without a PDF reader.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(shown[1]!, 'hex').toString('latin1'));
  }
  return lines;
}
