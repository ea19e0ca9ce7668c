import fc from 'fast-check';
import { queryString, toJson } from './fuzz-values.js';

/** A request body as bytes with its Content-Type (none: the header is left out). */
export interface EncodedBody {
  contentType?: string;
  payload: string | Buffer;
  label: string;
}

const BOUNDARY = '----fuzz-boundary-7MA4YWxkTrZu0gW';

export const jsonBody = (value: unknown): EncodedBody => ({
  contentType: 'application/json',
  payload: toJson(value),
  label: 'json',
});

/** Top-level fields as a form; nested values as JSON text, as a naive client would. */
export const formBody = (value: unknown): EncodedBody => ({
  contentType: 'application/x-www-form-urlencoded',
  payload:
    value && typeof value === 'object' && !Array.isArray(value)
      ? queryString(value as Record<string, unknown>)
      : toJson(value),
  label: 'form',
});

interface FilePart {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

function multipartBytes(fields: Record<string, unknown>, files: FilePart[], boundary = BOUNDARY) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : toJson(value);
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

const filePart = fc.record({
  field: fc.constantFrom('receipt[]', 'receipt', 'file', 'receipt[]'),
  filename: fc.constantFrom(
    'bon.pdf',
    '',
    'a\u0000.pdf',
    '../../x.pdf',
    'x'.repeat(5_000),
    '🙂.pdf',
  ),
  type: fc.constantFrom('application/pdf', 'text/html', 'image/png', ''),
  bytes: fc.oneof(
    fc.constant(PDF),
    fc.constant(Buffer.alloc(0)),
    fc.constant(Buffer.from('<html><script>alert(1)</script></html>')),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  ),
});

/** multipart/form-data, well formed or broken in the ways parsers trip over. */
export function multipartBody(fields: Record<string, unknown>): fc.Arbitrary<EncodedBody> {
  const whole = (files: FilePart[]) => multipartBytes(fields, files);
  return fc.oneof(
    fc.array(filePart, { maxLength: 3 }).map((files) => ({
      contentType: multipartType,
      payload: whole(files),
      label: 'multipart',
    })),
    fc
      .tuple(fc.array(filePart, { maxLength: 2 }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([files, at]) => {
        const bytes = whole(files);
        return {
          contentType: multipartType,
          payload: bytes.subarray(0, Math.floor(bytes.length * at)),
          label: 'multipart truncated',
        };
      }),
    fc.constantFrom(
      { contentType: 'multipart/form-data', payload: whole([]), label: 'no boundary' },
      {
        contentType: 'multipart/form-data; boundary=other',
        payload: whole([]),
        label: 'wrong boundary',
      },
      {
        contentType: multipartType,
        payload: whole([]).subarray(0, -8),
        label: 'no closing boundary',
      },
      {
        contentType: multipartType,
        payload: Buffer.from(`--${BOUNDARY}\r\n\r\nno headers\r\n--${BOUNDARY}--\r\n`),
        label: 'part without headers',
      },
      {
        contentType: multipartType,
        payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"`),
        label: 'header cut off',
      },
      { contentType: multipartType, payload: Buffer.from('garbage'), label: 'garbage' },
      { contentType: multipartType, payload: Buffer.alloc(0), label: 'empty multipart' },
      {
        contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`,
        payload: whole([]),
        label: 'long boundary',
      },
      {
        contentType: multipartType,
        payload: multipartBytes(
          Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`f${i}`, 'x'])),
          [],
        ),
        label: 'many fields',
      },
    ),
  );
}

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  '{"a":1}}',
  "{'a':1}",
  '[1,2',
  'nul',
  'undefined',
  '\u0000',
  '{"a":"\u0000"}',
  '\ufeff{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1,"a":2}',
  '[]',
  '"text"',
  '12',
  'true',
  'null',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"a":1e999999}',
];

/** JSON that is not JSON, or not the JSON the contract wants; bytes that are not UTF-8. */
export function malformedJsonBody(valid: string): fc.Arbitrary<EncodedBody> {
  return fc.oneof(
    fc.constantFrom(...MALFORMED_JSON).map((payload) => ({
      contentType: 'application/json',
      payload,
      label: 'malformed json',
    })),
    fc.nat({ max: Math.max(valid.length - 1, 0) }).map((at) => ({
      contentType: 'application/json',
      payload: valid.slice(0, at),
      label: 'truncated json',
    })),
    fc.constant({
      contentType: 'application/json',
      payload: Buffer.concat([
        Buffer.from('{"x":"'),
        Buffer.from([0xed, 0xa0, 0x80, 0xff]),
        Buffer.from('"}'),
      ]),
      label: 'invalid utf-8',
    }),
    fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'application/json; charset=utf-16',
        'application/octet-stream',
        'application/x-www-form-urlencoded',
        undefined,
      )
      .map((contentType) => ({ contentType, payload: valid, label: 'other content type' })),
  );
}
