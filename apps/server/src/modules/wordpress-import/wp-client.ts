/**
 * The WordPress REST API as the importer reads it: Basic auth with an application password
 * (core since 5.6), `context=edit` for the raw fields, every page of a list. Each failure is a
 * WpSiteError whose message says what is wrong in words an administrator acts on.
 */
export class WpSiteError extends Error {}

/** One request's longest wait; a site slower than this is reported, not waited on for ever. */
const REQUEST_TIMEOUT_MS = 60_000;
const PER_PAGE = 100;

export interface WpClientOptions {
  url: string;
  user: string;
  appPassword: string;
  /** Stops requests in flight (Ctrl+C). */
  signal?: AbortSignal;
}

export interface WpList<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export class WpClient {
  readonly siteUrl: URL;
  private readonly authorization: string;
  /** Where files may be downloaded from: the site's origins (checkSite adds `url` and `home`). */
  private readonly fileOrigins = new Set<string>();

  constructor(private readonly options: WpClientOptions) {
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      throw new WpSiteError(
        `"${options.url}" is not a web address (e.g. https://intranet.example.nl).`,
      );
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new WpSiteError(`"${options.url}" is not an http(s) address.`);
    }
    url.pathname = url.pathname.replace(/\/+$/, '') + '/';
    url.search = '';
    url.hash = '';
    this.siteUrl = url;
    this.fileOrigins.add(url.origin);
    // WordPress shows application passwords in groups of four; the spaces are not part of it.
    const secret = options.appPassword.replace(/\s+/g, '');
    this.authorization = `Basic ${Buffer.from(`${options.user}:${secret}`).toString('base64')}`;
  }

  /** More origins of the same site (WordPress's `url` and `home`) files may come from. */
  allowFilesFrom(origins: readonly string[]): void {
    for (const origin of origins) this.fileOrigins.add(origin);
  }

  /** The site's identity in the import map: origin and path, without a trailing slash. */
  get siteKey(): string {
    return this.siteUrl.href.replace(/\/$/, '');
  }

  private apiUrl(route: string, query: Record<string, string | number> = {}): URL {
    const url = new URL(`wp-json/${route.replace(/^\//, '')}`, this.siteUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return url;
  }

  /**
   * The application password goes to the site's own origin only, never along a redirect: a
   * media address or a redirect naming another host gets no credentials (and is refused).
   */
  private async request(url: URL, accept = 'application/json'): Promise<Response> {
    const signal = this.options.signal
      ? AbortSignal.any([this.options.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
      : AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const own = url.origin === this.siteUrl.origin;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { ...(own ? { authorization: this.authorization } : {}), accept },
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      if (this.options.signal?.aborted) throw error;
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new WpSiteError(`${url.origin} did not answer (${reason}).`);
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const to = response.headers.get('location') ?? '?';
      throw new WpSiteError(
        `${url.href} redirects to ${to}; redirects are not followed (give the site's own address as --url).`,
      );
    }
    return response;
  }

  /** A JSON answer of the REST API; 401, 403 and 404 explained. */
  async get<T>(route: string, query: Record<string, string | number> = {}): Promise<T> {
    const { body } = await this.getWithHeaders<T>(route, query);
    return body;
  }

  private async getWithHeaders<T>(
    route: string,
    query: Record<string, string | number>,
  ): Promise<{ body: T; headers: Headers }> {
    const url = this.apiUrl(route, query);
    const response = await this.request(url);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new WpSiteError(
        `${url.origin}${url.pathname} did not answer JSON (HTTP ${response.status}): is ${this.siteUrl.href} a WordPress site with its REST API on?`,
      );
    }
    if (!response.ok) throw explainFailure(response.status, body, url, this.options.user);
    return { body: body as T, headers: response.headers };
  }

  /** One page of a list, with WordPress's totals. */
  async page<T>(
    route: string,
    page: number,
    query: Record<string, string | number> = {},
  ): Promise<WpList<T>> {
    const { body, headers } = await this.getWithHeaders<T[]>(route, {
      context: 'edit',
      per_page: PER_PAGE,
      page,
      orderby: 'id',
      order: 'asc',
      ...query,
    });
    if (!Array.isArray(body)) throw new WpSiteError(`${route} did not answer a list.`);
    return {
      items: body,
      total: Number(headers.get('x-wp-total') ?? body.length),
      totalPages: Number(headers.get('x-wp-totalpages') ?? 1),
    };
  }

  /** Every item of a list, page by page (at most one page held at a time). */
  async *all<T>(route: string, query: Record<string, string | number> = {}) {
    let page = 1;
    for (;;) {
      const list = await this.page<T>(route, page, query);
      yield { items: list.items, total: list.total };
      if (page >= list.totalPages || list.items.length === 0) return;
      page += 1;
    }
  }

  /** The bytes at `url` (a media file), refusing more than `maxBytes`. */
  async download(url: string, maxBytes: number): Promise<Uint8Array> {
    let target: URL;
    try {
      target = new URL(url, this.siteUrl);
    } catch {
      throw new WpSiteError(`"${url}" is not a file address.`);
    }
    if (!this.fileOrigins.has(target.origin)) {
      throw new WpSiteError(`the file ${target.href} is not on the site; it is not downloaded.`);
    }
    const response = await this.request(target, '*/*');
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new WpSiteError(`the file ${target.href} is not there (HTTP ${response.status}).`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) {
      await response.body.cancel();
      throw new WpSiteError(`the file ${target.href} is larger than ${maxBytes} bytes.`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > maxBytes) {
        throw new WpSiteError(`the file ${target.href} is larger than ${maxBytes} bytes.`);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
}

function explainFailure(status: number, body: unknown, url: URL, user: string): WpSiteError {
  const code = (body as { code?: unknown } | null)?.code;
  const message = (body as { message?: unknown } | null)?.message;
  const said = typeof message === 'string' ? ` WordPress said: ${message}` : '';
  if (status === 401) {
    return new WpSiteError(
      `WordPress refused the user "${user}" with this application password (${String(code)}). Check the user name and make a new application password under Users → Profile.${said}`,
    );
  }
  if (status === 403) {
    return new WpSiteError(
      `The user "${user}" may not read ${url.pathname} (${String(code)}): import with an administrator's application password.${said}`,
    );
  }
  if (status === 404 && code === 'rest_no_route') {
    return new WpSiteError(`${url.pathname} does not exist on this site (is its plugin active?).`);
  }
  return new WpSiteError(`${url.pathname} answered HTTP ${status} (${String(code)}).${said}`);
}
