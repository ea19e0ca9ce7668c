import type { z } from 'zod';
import type { Role } from '../rules/roles.js';

/**
 * One definition per endpoint: the server registers its route from it, the OpenAPI document
 * is generated from it, and the web client calls it through it. Nothing else names a path.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, checked before the body is read:
 * - `public`: anyone (sign-in, the signed-link byte routes that check their own signature);
 * - `signed-in`: a valid bearer access token;
 * - `refresh-cookie`: the refresh-token cookie authenticates (sign-in renewal, logout).
 * `roles` narrows `signed-in` to those roles; finer rules (whose row, whose month) are the
 * service's and are named in `rule`.
 */
export interface EndpointAccess {
  kind: 'public' | 'signed-in' | 'refresh-cookie';
  roles?: readonly Role[];
  /** The 403 message for a signed-in user without one of `roles`. */
  deniedMessage?: string;
  /** The 403 code for them (default `rest_forbidden`; WordPress's writes say rest_cannot_create). */
  deniedCode?: string;
  /** The data-dependent rule in words, for the document (e.g. "only the owner"). */
  rule?: string;
}

/** An error the endpoint can answer, with the codes it uses for it. */
export interface EndpointError {
  status: number;
  codes: readonly string[];
  description?: string;
  /**
   * The envelope of this error when it is not the endpoint's own: the JWT Auth routes answer
   * bad input, a cross-site browser request and a bad bearer token in WordPress's envelope.
   */
  envelope?: 'wp' | 'jwt';
}

/** What a successful call returns: JSON by a schema, or file bytes. */
export type EndpointSuccess =
  | { status: 200 | 201 | 202; schema: z.ZodType; headers?: readonly string[] }
  | { status: 200; binary: readonly string[]; headers?: readonly string[] }
  /** A browser is sent on (issue 27: the company account's sign-in): `Location` says where. */
  | { status: 302; redirect: string; headers: readonly ['Location', ...string[]] };

export interface EndpointShape {
  /** operationId in the document, and the name the web calls it by. */
  id: string;
  method: HttpMethod;
  /** Full path with `:name` parameters, e.g. `/wp-json/custom/v1/declarations/receipts/:id`. */
  path: string;
  summary: string;
  description?: string;
  /** The domain, used as the OpenAPI tag. */
  tag: string;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON (or form-encoded) body; with `multipart`, the text fields of a multipart body. */
  body?: z.ZodType;
  /** The body is documented as form-encoded too (the JWT Auth plugin's login form). */
  formEncoded?: boolean;
  /** Files of a multipart body: the field name and what it takes. */
  multipart?: { files: string; maxFiles: number; maxFileBytes: number };
  /**
   * Largest body read, in bytes (default 1 MB), checked after the caller is authenticated and
   * before more is buffered; a multipart body is bounded by its files and fields as well.
   */
  bodyLimit?: number;
  /**
   * The answer to a body over `bodyLimit` when it has a meaning for the endpoint (a receipt
   * over 10 MB); otherwise `400 rest_request_too_large`.
   */
  bodyTooLarge?: { status: number; code: string; message: string };
  /**
   * How bad input is worded: `portal` in Dutch naming each field, `wordpress` with WordPress
   * core's own (English) messages for the `/wp/v2` routes, `jwt` for the JWT Auth plugin.
   */
  invalidInput?: 'portal' | 'wordpress';
  /** The error envelope: WordPress's `{code, message, data}` or the JWT Auth plugin's. */
  envelope?: 'wp' | 'jwt';
  success: EndpointSuccess;
  errors: readonly EndpointError[];
}

/** Keeps the literal types of a definition so the server and the web infer from it. */
export function defineEndpoint<const E extends EndpointShape>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server handler receives after validation. */
export type ParsedParams<E extends EndpointShape> = OutputOf<E['params']>;
export type ParsedQuery<E extends EndpointShape> = OutputOf<E['query']>;
export type ParsedBody<E extends EndpointShape> = OutputOf<E['body']>;

/** What a client sends. */
export type ParamsInput<E extends EndpointShape> = InputOf<E['params']>;
export type QueryInput<E extends EndpointShape> = InputOf<E['query']>;
export type BodyInput<E extends EndpointShape> = E['multipart'] extends object
  ? FormData
  : InputOf<E['body']>;

/** The success body: what the handler returns and the client receives. */
export type SuccessBody<E extends EndpointShape> = E['success'] extends { schema: infer S }
  ? OutputOf<S>
  : Blob;

/** The standard errors of a signed-in endpoint whose anonymous call answers `anonymousCode`. */
export function signedInErrors<const C extends string>(anonymousCode: C) {
  return [
    {
      status: 401,
      codes: [anonymousCode, 'invalid_token', 'jwt_auth_obsolete_token'],
      description: 'No, an expired or an ended session.',
      envelope: 'wp',
    },
  ] as const satisfies readonly EndpointError[];
}

/**
 * The 401 code of a call without a token: the one the endpoint's `signedInErrors(code)` names
 * first. WordPress answers an anonymous write with its write's own code (rest_cannot_create,
 * rest_cannot_edit, ...), and its clients may look for that; other calls `rest_not_logged_in`.
 */
export function anonymousCodeOf(endpoint: EndpointShape): string {
  return endpoint.errors.find((error) => error.status === 401)?.codes[0] ?? 'rest_not_logged_in';
}

/** Standard errors of every signed-in endpoint. */
export const SIGNED_IN_ERRORS = signedInErrors('rest_not_logged_in');

export const INVALID_INPUT_ERROR = {
  status: 400,
  codes: ['rest_invalid_param', 'rest_invalid_json', 'rest_request_too_large'],
  description: 'A parameter or the body does not match the schema.',
  envelope: 'wp',
} as const satisfies EndpointError;

export const FORBIDDEN_ROLE_ERROR = {
  status: 403,
  codes: ['rest_forbidden'],
  description: 'The signed-in user may not do this.',
  envelope: 'wp',
} as const satisfies EndpointError;

/** What every role-guarded endpoint may answer besides its own errors (Beheer, review, export). */
export const ROLE_GUARDED_ERRORS = [
  ...SIGNED_IN_ERRORS,
  INVALID_INPUT_ERROR,
  FORBIDDEN_ROLE_ERROR,
] as const satisfies readonly EndpointError[];

/** `:id` to `{id}`, as OpenAPI writes path parameters. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/** The path with its parameters filled in (encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
