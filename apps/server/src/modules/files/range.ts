import parseRange from 'range-parser';

/** What to send for a Range header (RFC 9110 §14): one byte range, or the whole file. */
export type ByteRange =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/** `bytes=first-last` with last before first. */
const BACKWARDS = /^bytes=\s*(\d+)\s*-\s*(\d+)\s*$/;

/**
 * Reads `Range: bytes=…` for a file of `size` bytes with range-parser. A header we do not serve
 * (another unit, several ranges, bad syntax) is ignored and the whole file is sent, as the RFC
 * allows; a range that starts past the end is unsatisfiable (416). range-parser also calls a
 * range written backwards (bytes=9-3) unsatisfiable, but RFC 9110 §14.1.1 calls it invalid:
 * it is ignored like bad syntax.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return { kind: 'full' };
  const ranges = parseRange(size, header);
  if (ranges === -1) return isBackwards(header) ? { kind: 'full' } : { kind: 'unsatisfiable' };
  const [only] = ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1 ? [] : ranges;
  return only ? { kind: 'partial', start: only.start, end: only.end } : { kind: 'full' };
}

function isBackwards(header: string): boolean {
  const match = BACKWARDS.exec(header.trim());
  return match !== null && Number(match[2]) < Number(match[1]);
}
