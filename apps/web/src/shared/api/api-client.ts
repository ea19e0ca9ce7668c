import type { EndpointShape, SuccessBody } from '@portal/contract/endpoints/define';
import { ERROR_CODES } from '@portal/contract/rules';
import { ApiError } from './api-error';
import { endpointRequest, type CallInput } from './endpoint-request';
import type { Http, HttpRequest } from './http';

/** What the client needs from the session; kept as an interface so the client stays pure. */
export interface SessionBridge {
  getToken(): string | null;
  /** Renews the access token (shared between concurrent callers) and returns the new one. */
  renew(): Promise<string>;
  /** The session cannot continue: log out, with the expired notice when the server ended it. */
  end(reason: 'failed' | 'obsolete'): void;
}

export interface ApiClient {
  /** Calls an endpoint of the contract; the path, method and types come from its definition. */
  call<E extends EndpointShape>(endpoint: E, input?: CallInput<E>): Promise<SuccessBody<E>>;
}

const isStatus401 = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401;

/**
 * Authenticated calls (SPEC §4, §8): a 401 `invalid_token` renews the token once and retries
 * the call once; a second 401 or a failed renewal ends the session. `jwt_auth_obsolete_token`
 * means the server ended the session, so there is nothing to renew.
 */
export function createApiClient(http: Http, session: SessionBridge): ApiClient {
  async function request<T>(path: string, init: Omit<HttpRequest, 'token'> = {}): Promise<T> {
    const usedToken = session.getToken();
    try {
      return await http<T>(path, { ...init, token: usedToken });
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.obsoleteToken) {
        session.end('obsolete');
        throw error;
      }
      if (!isStatus401(error) || error.code !== ERROR_CODES.invalidToken) throw error;
    }

    let token: string;
    try {
      // Another call may have renewed while this one was in flight; then just use its token.
      const current = session.getToken();
      token = current && current !== usedToken ? current : await session.renew();
    } catch (error) {
      session.end('failed');
      throw error;
    }

    try {
      return await http<T>(path, { ...init, token });
    } catch (error) {
      if (isStatus401(error)) {
        session.end(error.code === ERROR_CODES.obsoleteToken ? 'obsolete' : 'failed');
      }
      throw error;
    }
  }
  return {
    call(endpoint, input) {
      const { path, request: init } = endpointRequest(endpoint, input);
      return request(path, init);
    },
  };
}
