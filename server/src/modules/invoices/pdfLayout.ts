import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/**
 * A small A4 layout over pdf-lib for the money documents (tax invoices, partners' statements):
 * lines of text top to bottom, wrapped, in columns, with rules; a new page when one is full.
 * pdf-lib loads on the first document only (the server starts without it). The standard
 * Helvetica has no ₹ and no Indian scripts: amounts say "Rs." and any character it cannot draw
 * becomes "?" (issue 41 brings a font with Devanagari and Tamil).
 */
const loadPdfLib = () => import('pdf-lib');

const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const INK: [number, number, number] = [0.12, 0.14, 0.17];
const MUTED: [number, number, number] = [0.38, 0.42, 0.47];
const RULE: [number, number, number] = [0.8, 0.83, 0.86];

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

/** What WinAnsi (the standard fonts' encoding) cannot draw, as '?'; ₹ as "Rs.". */
export function drawable(text: string): string {
  return text.replace(/₹/g, 'Rs. ').replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '?');
}

export class PdfLayout {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly rgb: (red: number, green: number, blue: number) => RGB,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfLayout> {
    const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
    const document = await PDFDocument.create();
    document.setTitle(drawable(title));
    document.setProducer('ServeNear');
    document.setCreator('ServeNear');
    // A fixed date: the same invoice always renders to the same bytes.
    document.setCreationDate(new Date(0));
    document.setModificationDate(new Date(0));
    return new PdfLayout(document, await document.embedFont(StandardFonts.Helvetica), await document.embedFont(StandardFonts.HelveticaBold), rgb);
  }

  private newPage(): void {
    this.page = this.document.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  /** Room for `height` more points on this page, or a new page. */
  private need(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Splits text into lines no wider than `width`. */
  private wrap(text: string, width: number, style: TextStyle): string[] {
    const font = this.font(style);
    const size = style.size ?? 10;
    const lines: string[] = [];
    for (const paragraph of text.split('\n').map(drawable)) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** One row of cells, each wrapped in its column; the row is as tall as its tallest cell. */
  row(cells: Array<{ text: string; column: Column; style?: TextStyle }>, spacing = 4): void {
    const wrapped = cells.map((cell) => ({ ...cell, lines: this.wrap(cell.text, cell.column.width, cell.style ?? {}) }));
    const lineHeight = (style: TextStyle = {}) => (style.size ?? 10) * 1.35;
    const height = Math.max(...wrapped.map((cell) => cell.lines.length * lineHeight(cell.style)));
    this.need(height);
    for (const cell of wrapped) {
      const style = cell.style ?? {};
      const size = style.size ?? 10;
      cell.lines.forEach((line, index) => {
        const width = this.font(style).widthOfTextAtSize(line, size);
        const x = MARGIN + cell.column.x + (cell.column.align === 'right' ? cell.column.width - width : 0);
        this.page.drawText(line, { x, y: this.y - size - index * lineHeight(style), size, font: this.font(style), color: this.rgb(...(style.muted ? MUTED : INK)) });
      });
    }
    this.y -= height + spacing;
  }

  /** Text across the whole width. */
  text(text: string, style: TextStyle = {}, spacing = 4): void {
    this.row([{ text, column: { x: 0, width: CONTENT_WIDTH }, style }], spacing);
  }

  /** A thin rule across the page. */
  rule(spacing = 8): void {
    this.need(spacing * 2);
    this.y -= spacing / 2;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y }, thickness: 0.75, color: this.rgb(...RULE) });
    this.y -= spacing;
  }

  gap(points: number): void {
    this.y -= points;
  }

  async bytes(): Promise<Uint8Array> {
    return this.document.save({ useObjectStreams: false });
  }
}
