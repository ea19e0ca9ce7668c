import { request as httpRequest } from 'node:http';

/**
 * Just enough of Guzzle (the PHP HTTP client the JWT Auth plugin's own tests use) to run those
 * tests over real HTTP: a client with a base URL that never throws on 4xx, and a cookie jar
 * with Guzzle's rules. It sends no Origin or Sec-Fetch-* header, like curl, so to our server it
 * is a non-browser client.
 */

export interface JarCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** Seconds since the epoch; undefined for a session cookie. */
  expires?: number;
  /** Guzzle's Discard flag: a cookie the test set itself, dropped by clearSessionCookies. */
  discard: boolean;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const isExpired = (cookie: JarCookie) =>
  cookie.expires !== undefined && cookie.expires <= nowSeconds();

export class CookieJar {
  private cookies: JarCookie[] = [];

  /** Like CookieJar::fromArray: session cookies (Discard) for one domain. */
  static fromArray(values: Record<string, string>, domain: string): CookieJar {
    const jar = new CookieJar();
    for (const [name, value] of Object.entries(values)) {
      jar.setCookie({ name, value, domain, path: '/', discard: true });
    }
    return jar;
  }

  /** Guzzle's replacement rules for a cookie with the same name, domain and path. */
  setCookie(cookie: JarCookie): boolean {
    if (!cookie.discard && isExpired(cookie)) {
      this.cookies = this.cookies.filter((c) => !sameSlot(c, cookie));
      return false;
    }
    const kept: JarCookie[] = [];
    let exists = false;
    for (const c of this.cookies) {
      if (!sameSlot(c, cookie) || exists) {
        kept.push(c);
        continue;
      }
      const replace =
        (!cookie.discard && c.discard) ||
        (cookie.expires ?? 0) > (c.expires ?? 0) ||
        cookie.value !== c.value;
      if (!replace) {
        exists = true;
        kept.push(c);
      }
    }
    this.cookies = kept;
    if (exists) return false;
    this.cookies.push(cookie);
    return true;
  }

  getCookieByName(name: string): JarCookie | undefined {
    return this.cookies.find((c) => c.name === name && !isExpired(c));
  }

  /** Drops cookies without an expiry or with Discard: those the test set itself. */
  clearSessionCookies(): void {
    this.cookies = this.cookies.filter((c) => !c.discard && c.expires !== undefined);
  }

  clear(): void {
    this.cookies = [];
  }

  cookieHeader(host: string): string | undefined {
    const sent = this.cookies.filter((c) => c.domain === host && !isExpired(c));
    return sent.length ? sent.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }

  extract(setCookies: string[], host: string): void {
    for (const line of setCookies) this.setCookie(parseSetCookie(line, host));
  }
}

const sameSlot = (a: JarCookie, b: JarCookie) =>
  a.name === b.name && a.domain === b.domain && a.path === b.path;

function parseSetCookie(line: string, host: string): JarCookie {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const eq = pair!.indexOf('=');
  const cookie: JarCookie = {
    name: pair!.slice(0, eq),
    value: pair!.slice(eq + 1),
    domain: host,
    path: '/',
    discard: false,
  };
  let maxAge: number | undefined;
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'max-age') maxAge = Number(value);
    else if (name === 'expires') cookie.expires = Math.floor(Date.parse(value) / 1000);
    else if (name === 'domain') cookie.domain = value.replace(/^\./, '');
    else if (name === 'path') cookie.path = value;
    else if (name === 'discard') cookie.discard = true;
  }
  // Guzzle turns Max-Age into an expiry time, and Max-Age wins over Expires.
  if (maxAge !== undefined) cookie.expires = nowSeconds() + maxAge;
  return cookie;
}

export interface GuzzleResponse {
  status: number;
  /** The JSON body decoded as PHP's json_decode(..., true) would, or null. */
  body: Record<string, unknown> | null;
}

export interface PostOptions {
  form_params?: Record<string, string>;
  headers?: Record<string, string>;
  /** A jar for this request only, as Guzzle's `cookies` request option. */
  cookies?: CookieJar;
}

export class GuzzleClient {
  readonly cookies = new CookieJar();

  constructor(readonly baseUri: string) {}

  /** parse_url(base_uri, PHP_URL_HOST). */
  getDomain(): string {
    return new URL(this.baseUri).hostname;
  }

  /** RestTestTrait::setCookie: a Discard cookie in the client's own jar. */
  setCookie(name: string, value: string, domain: string): CookieJar {
    this.cookies.setCookie({ name, value, domain, path: '/', discard: true });
    return this.cookies;
  }

  post(path: string, options: PostOptions = {}): Promise<GuzzleResponse> {
    const url = new URL(path, this.baseUri);
    const jar = options.cookies ?? this.cookies;
    const body = options.form_params
      ? new URLSearchParams(options.form_params).toString()
      : undefined;
    const headers: Record<string, string> = {
      'user-agent': 'GuzzleHttp/7',
      'content-length': String(body ? Buffer.byteLength(body) : 0),
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...options.headers,
    };
    const cookie = jar.cookieHeader(url.hostname);
    if (cookie) headers.cookie = cookie;
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          jar.extract(res.headers['set-cookie'] ?? [], url.hostname);
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: GuzzleResponse['body'] = null;
          try {
            parsed = JSON.parse(text) as GuzzleResponse['body'];
          } catch {
            parsed = null;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }
}
