/** A request of the instances tests: a bearer token, the refresh cookie, a JSON body. */
export interface Call {
  method?: string;
  token?: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** fetch() on `base + path` with what `options` asks for. */
export function fetchCall(base: string, path: string, options: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `refresh_token=${options.cookie}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}
