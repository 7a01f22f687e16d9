import type { PDFDict } from 'pdf-lib';

/**
 * pdf-lib, loaded with the first PDF to clean: it is about 170 modules, which every process
 * (every server test file too) loaded at start although only partner registrations with a PDF
 * proof need it.
 */
const loadPdfLib = () => import('pdf-lib');

/**
 * A PDF ID proof without its document information (author, title, the scanner or app that made
 * it, dates) and its XMP metadata, on the document and on every page: pdf-lib reads the file,
 * the entries and the objects they point to are deleted, and the rest is written anew, so no
 * earlier revision keeps them. A PDF pdf-lib cannot read (damaged, encrypted) is kept as sent:
 * it is private (its partner and ops only) and refusing it would stop a registration over a
 * scanner's quirk. Embedded images are not re-encoded (docs/decisions/0038).
 */
export async function withoutPdfMetadata(bytes: Buffer): Promise<Buffer> {
  const { PDFDocument, PDFName, PDFRef } = await loadPdfLib();
  // Metadata entries a page or the document may carry beside its content.
  const metadataKeys = [PDFName.of('Metadata'), PDFName.of('PieceInfo')];
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    const { context } = document;
    const forget = (value: unknown) => {
      if (value instanceof PDFRef) context.delete(value);
    };
    forget(context.trailerInfo.Info);
    context.trailerInfo.Info = undefined;
    for (const dictionary of [document.catalog, ...document.getPages().map((page) => page.node)] as PDFDict[]) {
      for (const key of metadataKeys) {
        forget(dictionary.get(key));
        dictionary.delete(key);
      }
    }
    return Buffer.from(await document.save({ updateFieldAppearances: false }));
  } catch {
    // Unreadable to pdf-lib (no page tree, encrypted, damaged): kept as sent, see above.
    return bytes;
  }
}
