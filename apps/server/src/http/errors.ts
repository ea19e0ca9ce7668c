import type { EndpointShape } from '@portal/contract/endpoints';
import type { ZodError } from 'zod';

/** An error answered in WordPress's envelope: {code, message, data: {status, ...}}. */
export class WpHttpError extends Error {
  /** Response headers that belong to the error (Retry-After of a 429). */
  headers: Record<string, string> = {};

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody() {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.extra } };
  }
}

/** An error answered in the JWT Auth plugin's envelope (jwt-auth/v1 routes). */
export class JwtHttpError extends Error {
  /** Response headers that belong to the error (Retry-After of a 429). */
  headers: Record<string, string> = {};

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Login and validate failures carry `data: []`; refresh failures carry no data key. */
    readonly withData = true,
  ) {
    super(message);
  }

  toBody() {
    return {
      success: false,
      statusCode: this.status,
      code: this.code,
      message: this.message,
      ...(this.withData ? { data: [] } : {}),
    };
  }
}

export const notLoggedIn = () =>
  new WpHttpError(401, 'rest_not_logged_in', 'Je bent niet ingelogd.');

export const forbidden = (
  message = 'Je hebt geen toegang tot deze gegevens.',
  code = 'rest_forbidden',
) => new WpHttpError(403, code, message);

/** A body over the endpoint's limit: its own answer, or 400 naming the limit. */
export function bodyTooLarge(endpoint: EndpointShape | undefined, limit: number): WpHttpError {
  if (endpoint?.bodyTooLarge) {
    const { status, code, message } = endpoint.bodyTooLarge;
    return new WpHttpError(status, code, message);
  }
  const megabytes = Math.round((limit / (1024 * 1024)) * 10) / 10;
  return new WpHttpError(
    400,
    'rest_request_too_large',
    `De aanvraag is groter dan ${String(megabytes).replace('.', ',')} MB.`,
  );
}

export const unprocessable = (code: string, message: string) => new WpHttpError(422, code, message);

/** rest_invalid_param as WordPress answers it: every bad parameter named in params and details. */
export function invalidParams(error: ZodError): WpHttpError {
  const params: Record<string, string> = {};
  const details: Record<string, { code: string; message: string; data: null }> = {};
  for (const issue of error.issues) {
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const names = unknownKeys.length ? unknownKeys : [issue.path.join('.') || 'body'];
    for (const name of names) {
      const message = unknownKeys.length
        ? `${name} is geen bekend veld.`
        : `${name}: ${issue.message}`;
      params[name] ??= message;
      details[name] ??= { code: 'rest_invalid_param', message, data: null };
    }
  }
  return new WpHttpError(
    400,
    'rest_invalid_param',
    `Ongeldige parameter(s): ${Object.keys(params).join(', ')}`,
    { params, details },
  );
}
