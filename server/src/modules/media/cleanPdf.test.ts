import { PDFDocument } from 'pdf-lib';
import { withoutPdfMetadata } from './cleanPdf';

/** A scanned ID as a phone app saves it: author, title, producer, dates and XMP. */
async function scannedId(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setAuthor('Karthik Raja');
  document.setTitle('Aadhaar front');
  document.setProducer('ScanMaker 9 on Snap 9');
  document.setCreationDate(new Date('2026-02-01T10:00:00Z'));
  const xmp = document.context.stream('<x:xmpmeta><rdf:Description exif:GPSLatitude="13,4.96N"/></x:xmpmeta>', { Type: 'Metadata', Subtype: 'XML' });
  document.catalog.set(document.context.obj('Metadata'), document.context.register(xmp));
  document.addPage([300, 200]).drawText('ID 1234 5678 9012', { x: 20, y: 100, size: 18 });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

describe('withoutPdfMetadata', () => {
  it('drops the document information and the XMP, and keeps the page', async () => {
    const original = await scannedId();
    const before = await PDFDocument.load(original, { updateMetadata: false });
    expect(before.getAuthor()).toBe('Karthik Raja');
    expect(original.includes('GPSLatitude')).toBe(true);

    const cleaned = await withoutPdfMetadata(original);

    const after = await PDFDocument.load(cleaned, { updateMetadata: false });
    expect([after.getAuthor(), after.getTitle(), after.getProducer(), after.getCreationDate()]).toEqual([undefined, undefined, undefined, undefined]);
    expect(cleaned.includes('GPSLatitude')).toBe(false);
    expect(after.getPageCount()).toBe(1);
    expect(after.getPage(0).getSize()).toEqual({ width: 300, height: 200 });
  });

  it('keeps a PDF it cannot read as it was', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
    expect(await withoutPdfMetadata(broken)).toEqual(broken);
  });
});
