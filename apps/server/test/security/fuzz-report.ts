import type { EndpointShape } from '@portal/contract/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import type { FuzzCase } from './fuzz-cases.js';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What in a case is worth naming when the shown part is cut off: NUL, lone surrogates. */
function markers(fuzzCase: FuzzCase): string {
  const payload =
    typeof fuzzCase.payload === 'string' ? fuzzCase.payload : fuzzCase.payload?.toString('latin1');
  const texts = [fuzzCase.url, payload ?? ''];
  const found: string[] = [];
  if (texts.some((t) => t.includes('\u0000') || t.includes('\\u0000') || /%00/i.test(t))) {
    found.push('NUL');
  }
  if (texts.some((t) => LONE_SURROGATE.test(t) || /\\ud[89a-f]|%ED%[AB]/i.test(t))) {
    found.push('lone surrogate');
  }
  return found.length ? ` [${found.join(', ')}]` : '';
}

/** One line that reproduces a case: who, method, URL, content type and the start of the body. */
export function describeCase(fuzzCase: FuzzCase): string {
  const url = fuzzCase.url.length > 300 ? `${fuzzCase.url.slice(0, 300)}…` : fuzzCase.url;
  const parts = [
    `[${fuzzCase.identity}] ${fuzzCase.method} ${url} {${fuzzCase.label}}${markers(fuzzCase)}`,
  ];
  if (fuzzCase.contentType !== undefined) parts.push(`content-type: ${fuzzCase.contentType}`);
  if (fuzzCase.payload !== undefined) {
    const text =
      typeof fuzzCase.payload === 'string' ? fuzzCase.payload : fuzzCase.payload.toString('latin1');
    const shown = JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}…` : text);
    parts.push(`body (${fuzzCase.payload.length}): ${shown}`);
  }
  return parts.join(' | ');
}

/** The envelopes the contract allows for an error status of this endpoint. */
function envelopesOf(endpoint: EndpointShape, status: number): Set<'wp' | 'jwt'> {
  const own = endpoint.envelope ?? 'wp';
  const declared = endpoint.errors.filter((error) => error.status === status);
  if (declared.length === 0) return new Set(['wp', own]);
  return new Set(declared.map((error) => error.envelope ?? own));
}

/** Why a 4xx body is not in the contract's error shape, or undefined when it is. */
export function errorShapeProblem(
  endpoint: EndpointShape,
  response: LightMyRequestResponse,
): string | undefined {
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return `not JSON: ${JSON.stringify(response.body.slice(0, 80))}`;
  }
  const status = response.statusCode;
  const envelopes = envelopesOf(endpoint, status);
  const isString = (value: unknown) => typeof value === 'string' && value.length > 0;
  const wp =
    isString(body.code) &&
    isString(body.message) &&
    (body.data as { status?: unknown } | undefined)?.status === status;
  const jwt =
    body.success === false &&
    body.statusCode === status &&
    isString(body.code) &&
    isString(body.message);
  if ((envelopes.has('wp') && wp) || (envelopes.has('jwt') && jwt)) return undefined;
  return `not the ${[...envelopes].join('/')} envelope: ${JSON.stringify(body).slice(0, 120)}`;
}
