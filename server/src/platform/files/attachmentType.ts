/**
 * What an attachment is, by its content (not only its name): pdf, jpg, png, xlsx, docx. An .xlsx and a
 * .docx are zip files; the entry names (stored uncompressed in the local headers) tell them apart.
 * Returns the MIME type, or null when the name's extension and the content disagree or are not allowed.
 */
export function attachmentType(fileName: string, bytes: Buffer): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const starts = (...sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  const zipHas = (entry: string) => starts(0x50, 0x4b, 0x03, 0x04) && bytes.includes(Buffer.from(entry, 'latin1'));
  switch (ext) {
    case 'pdf':
      return starts(0x25, 0x50, 0x44, 0x46, 0x2d) ? 'application/pdf' : null;
    case 'jpg':
    case 'jpeg':
      return starts(0xff, 0xd8, 0xff) ? 'image/jpeg' : null;
    case 'png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) ? 'image/png' : null;
    case 'xlsx':
      return zipHas('xl/') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : null;
    case 'docx':
      return zipHas('word/') ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' : null;
    default:
      return null;
  }
}
