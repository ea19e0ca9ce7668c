import {
  fillPath,
  type BodyInput,
  type EndpointShape,
  type ParamsInput,
  type QueryInput,
  type SuccessBody,
} from '@portal/contract/endpoints/define';
import { API_BASE_PATH, type Http, type HttpRequest } from './http';

/**
 * What a call of an endpoint sends: its path parameters, query and body, typed by the contract.
 * A body whose fields are all optional may be left out (the server then reads `{}`).
 */
export type CallInput<E extends EndpointShape> = (undefined extends ParamsInput<E>
  ? { params?: undefined }
  : { params: ParamsInput<E> }) &
  (undefined extends QueryInput<E> ? { query?: undefined } : { query?: QueryInput<E> }) &
  (undefined extends BodyInput<E>
    ? { body?: undefined }
    : Record<never, never> extends BodyInput<E>
      ? { body?: BodyInput<E> }
      : { body: BodyInput<E> }) &
  Pick<HttpRequest, 'signal' | 'onHeaders' | 'responseType'>;

/** The endpoint's path below /wp-json with its parameters filled in. */
export function endpointPath(endpoint: EndpointShape, params: unknown): string {
  const path = fillPath(endpoint.path, params as Record<string, unknown> | undefined);
  return path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) : path;
}

/** The http call of an endpoint: the path below /wp-json, and method, query and body. */
export function endpointRequest<E extends EndpointShape>(
  endpoint: E,
  input?: CallInput<E>,
): { path: string; request: HttpRequest } {
  return {
    path: endpointPath(endpoint, input?.params),
    request: {
      method: endpoint.method,
      query: input?.query as HttpRequest['query'],
      body: input?.body,
      signal: input?.signal,
      onHeaders: input?.onHeaders,
      responseType: input?.responseType,
    },
  };
}

/**
 * Calls an endpoint straight over http, with the token given and no renewal: for the session's
 * own calls (sign-in, renewal, logout), which the renewing ApiClient is built on.
 */
export function callEndpoint<E extends EndpointShape>(
  http: Http,
  endpoint: E,
  input?: CallInput<E> & { token?: string | null },
): Promise<SuccessBody<E>> {
  const { path, request } = endpointRequest(endpoint, input);
  return http<SuccessBody<E>>(path, { ...request, token: input?.token });
}
