import { readFileSync } from 'node:fs';

/**
 * A WordPress answer copied from shared/anchors/wordpress/samples into a test's `samples/`
 * folder: its body, status and Content-Type, to compare ours with.
 */
export function readSample(
  folder: URL,
  name: string,
): { body: unknown; status: number; contentType: string } {
  const headers = readFileSync(new URL(`${name}.headers`, folder), 'utf8').split(/\r?\n/);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers[0] ?? '')?.[1]);
  const contentType = headers.find((h) => /^content-type:/i.test(h))?.replace(/^[^:]+:\s*/, '');
  return {
    body: JSON.parse(readFileSync(new URL(`${name}.json`, folder), 'utf8')),
    status,
    contentType: contentType ?? '',
  };
}
