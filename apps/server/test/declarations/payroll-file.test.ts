import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writePayrollFile } from '../../src/modules/payroll/payroll-file.js';
import type { PayrollLine } from '../../src/modules/payroll/repository.js';

/**
 * A file whose target fails halfway (a full disk) must fail the writing, not leave it waiting
 * for a stream that will never take bytes again while it holds the database cursor.
 */
const line = (index: number): PayrollLine => ({
  month_id: index,
  user_id: index,
  name: `Medewerker ${index}`,
  iban: 'NL91ABNA0417164300',
  year: 2026,
  month: 10,
  km_tenths: 123,
  by_type: { '1': 1250 },
  vat9_cents: 0,
  vat21_cents: 217,
  total_cents: 1250,
});

/** A target that takes `limit` bytes and then fails every write, slowly, like a full disk. */
function failingAfter(limit: number) {
  let taken = 0;
  return new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      taken += chunk.length;
      setTimeout(() => done(taken > limit ? new Error('ENOSPC: no space left') : null), 1);
    },
  });
}

describe('writePayrollFile', () => {
  it.each(['xlsx', 'csv'] as const)(
    'fails the %s when its target fails halfway',
    async (format) => {
      let batches = 0;
      const written = writePayrollFile(
        failingAfter(4096),
        format,
        { types: [{ id: 1, title: 'Overige kosten' }] },
        async (each) => {
          for (let batch = 0; batch < 50; batch++) {
            batches++;
            await each(Array.from({ length: 200 }, (_, index) => line(batch * 200 + index)));
          }
        },
      );
      await expect(written).rejects.toThrow('ENOSPC');
      if (format === 'csv') expect(batches).toBeLessThan(50);
    },
  );
});
