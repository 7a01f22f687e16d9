import { inflateSync } from 'node:zlib';

/**
 * The text a PDF of ours draws, in drawing order, one string per line drawn (its runs in each
 * font joined), as a reader would copy it: the standard fonts' bytes read as WinAnsi
 * (Latin-1 for what we draw) and the embedded fonts' glyphs through their ToUnicode maps. A glyph
 * that a matra reorders comes out in drawing order, as any PDF reader gives it. Enough to check
 * what an invoice or a statement says without a PDF reader.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const file = Buffer.from(bytes).toString('latin1');
  const objects = new Map<string, { dictionary: string; stream: string | null }>();
  for (const match of file.matchAll(/(\d+) 0 obj\s*([\s\S]*?)\s*endobj/g)) {
    const [, id, body] = match;
    const streamAt = body!.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(id!, { dictionary: body!, stream: null });
      continue;
    }
    const raw = body!.slice(body!.indexOf('\n', streamAt) + 1).replace(/\r?\nendstream$/, '');
    const dictionary = body!.slice(0, streamAt);
    const data = Buffer.from(raw, 'latin1');
    objects.set(id!, { dictionary, stream: (/\/FlateDecode/.test(dictionary) ? inflateSync(data) : data).toString('latin1') });
  }
  const reference = (dictionary: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1];

  // Each font resource's decoder, by the name the pages use (/F1, /F2, …).
  const decoders = new Map<string, (hex: string) => string>();
  for (const { dictionary } of objects.values()) {
    const fonts = /\/Font <<([\s\S]*?)>>/.exec(dictionary)?.[1];
    if (!fonts) continue;
    for (const [, name, id] of fonts.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(id!)!.dictionary;
      const toUnicode = reference(font, 'ToUnicode');
      decoders.set(name!, toUnicode ? glyphDecoder(objects.get(toUnicode)!.stream!) : (hex) => Buffer.from(hex, 'hex').toString('latin1'));
    }
  }

  const lines: string[] = [];
  for (const { dictionary } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dictionary)) continue;
    const content = objects.get(reference(dictionary, 'Contents')!)!.stream!;
    let decode = (hex: string) => hex;
    // PdfLayout draws each line as one marked span: its runs, one per font, inside.
    for (const [, font, span, shown] of content.matchAll(/\/(\w+) [\d.]+ Tf|\/(Span) BMC|\[([^\]]*)\] TJ/g)) {
      if (font) decode = decoders.get(font)!;
      else if (span) lines.push('');
      else lines[lines.length - 1] += [...shown!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => decode(hex!)).join('');
    }
  }
  return lines;
}

/** A ToUnicode CMap's glyph codes (two bytes each) to the text they stand for. */
function glyphDecoder(cmap: string): (hex: string) => string {
  const text = new Map<number, string>();
  // A glyph that stands for several characters (a conjunct) lists them spaced: <0915 094d>.
  const unicode = (hex: string) => Buffer.from(hex.replace(/ /g, ''), 'hex').swap16().toString('utf16le');
  for (const [, first, , list] of cmap.matchAll(/<([0-9a-fA-F]+)> <([0-9a-fA-F]+)> \[([^\]]*)\]/g)) {
    [...list!.matchAll(/<([0-9a-fA-F ]*)>/g)].forEach(([, hex], index) => text.set(parseInt(first!, 16) + index, unicode(hex!)));
  }
  for (const [, code, hex] of cmap.matchAll(/^<([0-9a-fA-F]{4})> <([0-9a-fA-F]+)>$/gm)) text.set(parseInt(code!, 16), unicode(hex!));
  return (hex) => (hex.match(/.{4}/g) ?? []).map((code) => text.get(parseInt(code, 16)) ?? '').join('');
}
