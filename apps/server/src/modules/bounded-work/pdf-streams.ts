/**
 * A PDF's streams judged before pdf.js reads any (issue 24, item 9), for the sandboxed
 * processes that read a PDF: its text (media/extract-text.ts) and its first page as a picture
 * (pdf-first-page.ts). Source text, as the sandbox runs CommonJS with `node -e`.
 */

/** A PDF's streams (images among them: an A4 page scanned at 300 dpi is 25 MB). */
export const MAX_PDF_STREAM_BYTES = 64 * 1024 * 1024;
export const MAX_PDF_TOTAL_BYTES = 256 * 1024 * 1024;

/**
 * Defines `judgePdfStreams(bytes, limits)`: every Flate stream of the PDF inflated by node's
 * zlib (native, and stopped at its limit) before pdf.js, whose inflating in JavaScript keeps
 * all it inflated, reads any: a stream past limits.maxPdfStreamBytes, or all past
 * limits.maxPdfTotalBytes, is a bomb and the PDF is not read.
 */
export const JUDGE_PDF_STREAMS_SOURCE = `
function judgePdfStreams(bytes, limits) {
  const zlib = require('node:zlib');
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  const start = /stream\\r?\\n/g;
  let total = 0;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const from = match.index + match[0].length;
    const to = text.indexOf('endstream', from);
    if (to < 0) break;
    start.lastIndex = to + 'endstream'.length;
    if (!text.slice(Math.max(0, match.index - 1024), match.index).includes('FlateDecode')) continue;
    try {
      total += zlib.inflateSync(buffer.subarray(from, to), {
        maxOutputLength: limits.maxPdfStreamBytes,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      }).length;
    } catch (error) {
      if (error.code === 'ERR_BUFFER_TOO_LARGE') throw new Error('a stream too large when inflated');
    }
    if (total > limits.maxPdfTotalBytes) throw new Error('too large when inflated');
  }
}
`;

/** The options pdf.js opens an uploaded PDF with: no eval, no fonts of the system or the page. */
export const PDFJS_DOCUMENT_OPTIONS = {
  verbosity: 0,
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  stopAtErrors: false,
} as const;
