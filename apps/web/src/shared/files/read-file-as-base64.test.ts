import { describe, expect, it } from 'vitest';
import { readFileAsBase64 } from './read-file-as-base64';

describe('readFileAsBase64', () => {
  it('gives the bytes as base64 without the data URL prefix', async () => {
    const file = new File(['%PDF-1.4 bon'], 'bon.pdf', { type: 'application/pdf' });
    const base64 = await readFileAsBase64(file);
    expect(base64).toBe(Buffer.from('%PDF-1.4 bon').toString('base64'));
  });
});
