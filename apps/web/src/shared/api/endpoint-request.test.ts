import { requestToken, validateToken } from '@portal/contract/endpoints/auth';
import { getOptions } from '@portal/contract/endpoints/options';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { jsonResponse, validTokenResponse } from '@/test/wp-responses';
import { callEndpoint, endpointRequest } from './endpoint-request';
import { createHttp } from './http';

describe('endpointRequest', () => {
  it('fills in and encodes the path parameters, below /wp-json', () => {
    expect(endpointRequest(getOptions, { params: { name: 'intranet' } })).toMatchObject({
      path: '/acf/v3/options/intranet',
      request: { method: 'GET', body: undefined },
    });
    expect(endpointRequest(getOptions, { params: { name: 'a/b c' } }).path).toBe(
      '/acf/v3/options/a%2Fb%20c',
    );
  });

  it('leaves the body out when a body of optional fields is not given', () => {
    expect(endpointRequest(requestToken)).toEqual({
      path: '/jwt-auth/v1/token',
      request: {
        method: 'POST',
        query: undefined,
        body: undefined,
        signal: undefined,
        onHeaders: undefined,
      },
    });
  });
});

describe('callEndpoint', () => {
  it('sends exactly the token it is given, and no body', async () => {
    const api = installFakeApi();
    api.on('POST', '/jwt-auth/v1/token/validate', validTokenResponse());
    const answer = await callEndpoint(createHttp(), validateToken, { token: 'abc' });
    expect(answer.code).toBe('jwt_auth_valid_token');
    const [call] = api.calls;
    expect(call?.headers.get('Authorization')).toBe('Bearer abc');
    expect(call?.headers.get('X-Intranet-Request')).toBe('1');
    expect(call?.body).toBeUndefined();
  });

  it('sends a given body as JSON', async () => {
    const api = installFakeApi();
    api.on('POST', '/jwt-auth/v1/token', jsonResponse(401, { code: 'incorrect_password' }));
    const failure = await callEndpoint(createHttp(), requestToken, {
      body: { username: 'sanne', password: 'geheim' },
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, code: 'incorrect_password' });
    expect(api.calls[0]?.body).toEqual({ username: 'sanne', password: 'geheim' });
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
  });
});
