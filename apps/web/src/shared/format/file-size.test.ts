import { describe, expect, it } from 'vitest';
import { fileKind, formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [880, '880 B'],
    [1024, '1 kB'],
    [12_800, '13 kB'],
    [1_468_006, '1,4 MB'],
    [-1, ''],
  ])('shows %i bytes as %j', (bytes, expected) => expect(formatFileSize(bytes)).toBe(expected));
});

describe('fileKind', () => {
  it('names a PDF by its type', () => expect(fileKind('application/pdf', 'x')).toBe('PDF'));
  it('falls back to the extension', () =>
    expect(fileKind('application/octet-stream', 'Rooster.xlsx')).toBe('XLSX'));
  it('is empty without either', () => expect(fileKind('text/plain', 'LEESMIJ')).toBe(''));
});
