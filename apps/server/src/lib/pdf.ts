// PDFKit documents written to memory: the bank slip, the local invoice and the certificate are all made this way.

export type Doc = PDFKit.PDFDocument;

/** Ends the document and resolves with its bytes. */
export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
