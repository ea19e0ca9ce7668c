import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fixture copied from shared/anchors/geo (see fixtures/); read from this folder only. */
export const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

export const fixtureJson = (name: string): unknown => JSON.parse(fixture(name));

export type Reply =
  | { status?: number; body: string; contentType?: string }
  | { status?: number; file: string }
  | { hang: true };

export interface SeenRequest {
  method: string;
  /** The request target exactly as sent (path + raw query). */
  rawUrl: string;
  url: URL;
}

export interface ReplayServer {
  baseUrl: string;
  requests: SeenRequest[];
  /** Decides the reply for each request; replace it per test. */
  route: (url: URL) => Reply;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 (random port) that answers with fixture files. */
export async function startReplayServer(
  route: (url: URL) => Reply = () => ({ status: 404, body: '{}' }),
): Promise<ReplayServer> {
  const hanging: ServerResponse[] = [];
  const state: ReplayServer = {
    baseUrl: '',
    requests: [],
    route,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  const server = createServer((request, response) => {
    const rawUrl = request.url ?? '/';
    const url = new URL(rawUrl, 'http://127.0.0.1');
    state.requests.push({ method: request.method ?? '', rawUrl, url });
    const reply = state.route(url);
    if ('hang' in reply) {
      hanging.push(response);
      return;
    }
    const body = 'file' in reply ? fixture(reply.file) : reply.body;
    const contentType =
      'contentType' in reply && reply.contentType ? reply.contentType : 'application/json';
    response.writeHead(reply.status ?? 200, { 'content-type': contentType });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  return state;
}

/** A base URL on which nothing listens (connection refused). */
export async function unusedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** The query parameter names of a request, sorted. */
export const paramNames = (url: URL): string[] => [...new Set(url.searchParams.keys())].sort();
