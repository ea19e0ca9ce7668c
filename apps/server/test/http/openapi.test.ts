import SwaggerParser from '@apidevtools/swagger-parser';
import { allEndpoints, openApiPath } from '@portal/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';

const ctx = useTestApp();

describe('GET /wp-json/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wp-json/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it('lists every endpoint of the contract with its method', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/wp-json/openapi.json' })).json();
    for (const endpoint of allEndpoints) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.id);
    }
  });

  it('documents every route the server registers, and nothing it does not', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/wp-json/openapi.json' })).json();
    // Fastify's regex constraints (`:id(^\\d+$)`) are not part of the documented path.
    const registered = ctx.app.apiRoutes.map(
      (route) => `${route.method} ${openApiPath(route.url.replace(/\(.*?\)(?=\/|$)/g, ''))}`,
    );
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(
      ([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(30);
    expect([...registered].sort()).toEqual([...documented].sort());
  });

  it('documents the errors and who may call an endpoint', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/wp-json/openapi.json' })).json();
    const reject = document.paths['/wp-json/custom/v1/declarations/review/{id}/reject'].post;
    expect(reject.description).toContain('Roles: administrator, beheerder, medewerker');
    expect(Object.keys(reject.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '422']),
    );
    expect(reject.requestBody.content['application/json'].schema.required).toEqual(['comment']);
  });

  it('documents set-password as public, with its invalid-link, password-rule and limit answers', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/wp-json/openapi.json' })).json();
    const operation = document.paths['/wp-json/intranet/v1/set-password'].post;
    expect(operation.operationId).toBe('setPassword');
    expect(operation.security).toBeUndefined();
    expect(operation.description).toContain('Who may call it: Anyone.');
    expect(operation.responses['400'].description).toContain('rest_invalid_token');
    expect(operation.responses['422'].description).toContain('password_too_short');
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '422', '429']);
    expect(operation.requestBody.content['application/json'].schema.required).toEqual([
      'token',
      'password',
    ]);
  });

  it('documents each error in the envelope it really comes in', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/wp-json/openapi.json' })).json();
    const envelopeOf = (operation: { responses: Record<string, unknown> }, status: string) =>
      Object.keys(
        (
          operation.responses[status] as {
            content: { 'application/json': { schema: { properties: object } } };
          }
        ).content['application/json'].schema.properties,
      );
    const token = document.paths['/wp-json/jwt-auth/v1/token'].post;
    // The JWT Auth plugin's refusals, but our own bad-input and intranet-header answers.
    expect(envelopeOf(token, '401')).toContain('statusCode');
    expect(envelopeOf(token, '429')).toContain('statusCode');
    expect(envelopeOf(token, '400')).not.toContain('statusCode');
    expect(envelopeOf(token, '403')).not.toContain('statusCode');
    const profile = document.paths['/wp-json/custom/v1/user-profile'].get;
    expect(envelopeOf(profile, '401')).toEqual(['code', 'message', 'data']);
  });

  it('documents the login body as JSON or a form, and optional (the cookie then decides)', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/wp-json/openapi.json' })).json();
    const token = document.paths['/wp-json/jwt-auth/v1/token'].post.requestBody;
    expect(token.required).toBe(false);
    expect(Object.keys(token.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    const change = document.paths['/wp-json/custom/v1/change-password'].post.requestBody;
    expect(change.required).toBe(true);
    expect(Object.keys(change.content)).toEqual(['application/json']);
  });
});

describe('GET /wp-json/openapi.json: content', () => {
  it('documents each post type on its own path with its own per_page maximum and filters', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/wp-json/openapi.json' })).json();
    const parameter = (path: string, name: string) =>
      document.paths[path].get.parameters.find(
        (candidate: { name: string }) => candidate.name === name,
      );
    expect(parameter('/wp-json/wp/v2/nieuws', 'per_page').schema.maximum).toBe(100);
    expect(parameter('/wp-json/wp/v2/bibliotheek', 'per_page').schema.maximum).toBe(1000);
    expect(parameter('/wp-json/wp/v2/kennisbank', 'kennisbank_categorieen')).toBeDefined();
    expect(parameter('/wp-json/wp/v2/nieuws', 'kennisbank_categorieen')).toBeUndefined();
    expect(parameter('/wp-json/wp/v2/moodtrackers', 'acf_user')).toBeDefined();
    const list = document.paths['/wp-json/wp/v2/nieuws'].get.responses['200'];
    expect(Object.keys(list.headers)).toEqual(['X-WP-Total', 'X-WP-TotalPages', 'Link']);
    expect(list.content['application/json'].schema.items.properties.author.type).toBe('object');
    // The check-in is the mood endpoint's, not a content write.
    expect(document.paths['/wp-json/wp/v2/moodtrackers'].post?.operationId).not.toBe(
      'createMoodtrackers',
    );
  });

  it('documents the discovery of post types and taxonomies, with the 404 of an unknown one', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/wp-json/openapi.json' })).json();
    const { paths } = document;
    expect(paths['/wp-json/wp/v2/types'].get.operationId).toBe('listPostTypes');
    expect(paths['/wp-json/wp/v2/taxonomies'].get.operationId).toBe('listTaxonomies');
    expect(Object.keys(paths['/wp-json/wp/v2/types/{type}'].get.responses)).toContain('404');
    expect(Object.keys(paths['/wp-json/wp/v2/taxonomies/{taxonomy}'].get.responses)).toContain(
      '404',
    );
  });
});

describe('GET /wp-json/docs', () => {
  it('is a readable page of every endpoint that runs no script', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wp-json/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.body).not.toContain('<script');
    for (const endpoint of allEndpoints) {
      expect(response.body).toContain(`id="${endpoint.id}"`);
    }
  });
});
