import { readFile } from 'node:fs/promises';

/**
 * A small A4 layout over pdfkit for the money documents (tax invoices, receipts, partners'
 * statements and tax summaries): lines of text top to bottom, wrapped, in columns, with rules; a
 * new page when one is full. pdfkit loads on the first document only (the server starts without it).
 *
 * Issue 41: Latin text is drawn in the standard Helvetica (nothing embedded, as before); Devanagari
 * and Tamil in Noto Sans (server/reference/fonts, OFL), embedded as subsets of the glyphs used.
 * pdfkit shapes them with fontkit and places every glyph where the font says (conjuncts, a matra
 * drawn before its consonant, Tamil's split vowels): pdf-lib dropped those positions (decision 0065).
 * ₹ is drawn from the Devanagari font; a character no font has becomes '?'.
 */
const loadPdfKit = () => import('pdfkit').then((module) => module.default);

const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const INK = '#1f242b';
const MUTED = '#616b78';
const RULE = '#ccd4db';

/** A column of a row: where it starts (from the left margin), how wide, and how its text sits. */
export interface Column {
  x: number;
  width: number;
  align?: 'left' | 'right';
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
}

type Script = 'latin' | 'devanagari' | 'tamil';
/** A stretch of text that one font draws. */
interface Run {
  text: string;
  script: Script;
}

/** What Helvetica's WinAnsi encoding draws. */
const LATIN = /[\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/;
const within = (code: number, first: number, last: number) => code >= first && code <= last;

function scriptOf(character: string, previous: Script): Script | null {
  if (LATIN.test(character)) return 'latin';
  const code = character.codePointAt(0)!;
  if (within(code, 0x0b80, 0x0bff)) return 'tamil';
  // A joiner (ZWNJ, ZWJ) belongs to the script it joins.
  if (code === 0x200c || code === 0x200d) return previous === 'latin' ? null : previous;
  // The Devanagari block and its extension; the Noto Devanagari font also draws the rupee sign.
  if (within(code, 0x0900, 0x097f) || within(code, 0xa8e0, 0xa8ff) || code === 0x20b9) return 'devanagari';
  return null;
}

/** Splits text into runs of one font each; a character none can draw becomes '?'. */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const previous = runs.at(-1);
    const script = scriptOf(character, previous?.script ?? 'latin');
    const drawn = script ?? 'latin';
    const shown = script ? character : '?';
    if (previous?.script === drawn) previous.text += shown;
    else runs.push({ text: shown, script: drawn });
  }
  return runs;
}

const fontFiles: Record<Exclude<Script, 'latin'>, Record<'regular' | 'bold', string>> = {
  devanagari: { regular: 'NotoSansDevanagari-Regular.ttf', bold: 'NotoSansDevanagari-Bold.ttf' },
  tamil: { regular: 'NotoSansTamil-Regular.ttf', bold: 'NotoSansTamil-Bold.ttf' },
};
const FONTS_DIR = new URL('../../../reference/fonts/', import.meta.url);
/** The font files, read once per process, on the first document that needs each. */
const fontBytes = new Map<string, Promise<Buffer>>();
function readFont(file: string): Promise<Buffer> {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFile(new URL(file, FONTS_DIR));
    fontBytes.set(file, bytes);
  }
  return bytes;
}

type Document = InstanceType<Awaited<ReturnType<typeof loadPdfKit>>>;

export class PdfLayout {
  /** From the page's top, in points: where the next row starts. */
  private y = MARGIN;

  private constructor(private readonly document: Document) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfLayout> {
    const PDFDocument = await loadPdfKit();
    const document = new PDFDocument({
      size: A4,
      margin: 0,
      autoFirstPage: false,
      // A fixed date: the same invoice always renders to the same bytes (the file's id is made from these).
      info: { Title: title, Producer: 'ServeNear', Creator: 'ServeNear', CreationDate: new Date(0), ModDate: new Date(0) },
    });
    for (const [script, files] of Object.entries(fontFiles)) {
      document.registerFont(`${script}-regular`, await readFont(files.regular));
      document.registerFont(`${script}-bold`, await readFont(files.bold));
    }
    return new PdfLayout(document);
  }

  private newPage(): void {
    this.document.addPage({ size: A4, margin: 0 });
    this.y = MARGIN;
  }

  /** Selects the font of a run at its size; only a font used is embedded. */
  private use(script: Script, style: TextStyle): Document {
    const font = script === 'latin' ? (style.bold ? 'Helvetica-Bold' : 'Helvetica') : `${script}-${style.bold ? 'bold' : 'regular'}`;
    return this.document.font(font).fontSize(style.size ?? 10);
  }

  private widthOf(text: string, style: TextStyle): number {
    return runsOf(text).reduce((width, run) => width + this.use(run.script, style).widthOfString(run.text), 0);
  }

  /** Splits text into lines no wider than `width`. */
  private wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.widthOf(candidate, style) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws one line, run after run, its baseline at `baseline`. */
  private drawLine(line: string, x: number, baseline: number, style: TextStyle): void {
    // One marked span per line: a reader (and server/test/pdfText.ts) reads its runs as one text.
    this.document.markContent('Span');
    for (const run of runsOf(line)) {
      const font = this.use(run.script, style);
      font.fillColor(style.muted ? MUTED : INK).text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += font.widthOfString(run.text);
    }
    this.document.endMarkedContent();
  }

  /** One row of cells, each wrapped in its column; the row is as tall as its tallest cell. */
  row(cells: Array<{ text: string; column: Column; style?: TextStyle }>, spacing = 4): void {
    const wrapped = cells.map((cell) => ({ ...cell, style: cell.style ?? {}, lines: this.wrap(cell.text, cell.column.width, cell.style ?? {}) }));
    // Devanagari and Tamil reach higher and lower than Latin: their lines need more room.
    const lineHeight = (cell: (typeof wrapped)[number]) => (cell.style.size ?? 10) * (runsOf(cell.text).every((run) => run.script === 'latin') ? 1.35 : 1.6);
    const height = Math.max(...wrapped.map((cell) => cell.lines.length * lineHeight(cell)));
    this.need(height);
    for (const cell of wrapped) {
      const size = cell.style.size ?? 10;
      cell.lines.forEach((line, index) => {
        const width = this.widthOf(line, cell.style);
        const x = MARGIN + cell.column.x + (cell.column.align === 'right' ? cell.column.width - width : 0);
        this.drawLine(line, x, this.y + size + index * lineHeight(cell), cell.style);
      });
    }
    this.y += height + spacing;
  }

  /** Text across the whole width. */
  text(text: string, style: TextStyle = {}, spacing = 4): void {
    this.row([{ text, column: { x: 0, width: CONTENT_WIDTH }, style }], spacing);
  }

  /** Room for `height` more points on this page, or a new page. */
  private need(height: number): void {
    if (this.y + height > A4[1] - MARGIN) this.newPage();
  }

  /** A thin rule across the page. */
  rule(spacing = 8): void {
    this.need(spacing * 2);
    this.y += spacing / 2;
    this.document.moveTo(MARGIN, this.y).lineTo(MARGIN + CONTENT_WIDTH, this.y).lineWidth(0.75).strokeColor(RULE).stroke();
    this.y += spacing;
  }

  gap(points: number): void {
    this.y += points;
  }

  bytes(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.document.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.document.on('end', () => resolve(Buffer.concat(chunks)));
      this.document.on('error', reject);
      this.document.end();
    });
  }
}
