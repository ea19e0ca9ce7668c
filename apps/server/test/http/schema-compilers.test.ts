import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { shareAnswer } from '../../src/cache/shared-answer.js';
import {
  compileSerializer,
  zodSerializerCompiler,
  zodValidatorCompiler,
} from '../../src/http/schema-compilers.js';
import { INTRANET, useTestApp } from '../helpers/test-app.js';

describe('compileSerializer', () => {
  const person = z.object({
    id: z.number().int(),
    name: z.string(),
    picture: z.number().int().nullable(),
    tags: z.array(z.object({ label: z.string() })),
  });

  it('writes only what the schema names, also inside arrays', () => {
    const write = compileSerializer(person);
    const json = write({
      id: 7,
      name: 'Emma',
      picture: null,
      tags: [{ label: 'nl', secret: 'x' }],
      iban: 'NL91ABNA0417164300',
    });
    expect(JSON.parse(json)).toEqual({
      id: 7,
      name: 'Emma',
      picture: null,
      tags: [{ label: 'nl' }],
    });
    expect(json).not.toContain('NL91');
  });

  it('refuses a value that misses a required key instead of sending undefined', () => {
    const write = compileSerializer(person);
    expect(() => write({ id: 7, picture: null, tags: [] })).toThrow(/name/);
  });

  it('writes a union by the branch whose required keys the value has', () => {
    const write = compileSerializer(
      z.union([
        z.object({ rows: z.array(z.number()), total: z.number() }),
        z.object({ year: z.number(), data: z.array(z.number()) }),
      ]),
    );
    expect(JSON.parse(write({ year: 2026, data: [1], extra: true }))).toEqual({
      year: 2026,
      data: [1],
    });
    expect(JSON.parse(write({ rows: [1, 2], total: 3, extra: true }))).toEqual({
      rows: [1, 2],
      total: 3,
    });
  });
});

describe('zodSerializerCompiler', () => {
  const schema = z.array(z.object({ id: z.number().int(), title: z.string() }));
  const serializerOf = () =>
    zodSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
      data: unknown,
    ) => string;

  it('writes a shared answer once and hands the same JSON to every later request', () => {
    const write = serializerOf();
    const page = shareAnswer([{ id: 1, title: 'Eerste' }]);
    const json = write(page);
    expect(JSON.parse(json)).toEqual([{ id: 1, title: 'Eerste' }]);
    expect(write(page)).toBe(json);
    // Frozen all the way down: no request can change it for the next.
    expect(() => {
      (page[0] as { title: string }).title = 'Gewijzigd';
    }).toThrow(TypeError);
    expect(() => (page as unknown[]).push({ id: 2, title: 'Tweede' })).toThrow(TypeError);
  });

  it('writes any other value anew each time, so a changed value is written as it now is', () => {
    const write = serializerOf();
    const page = [{ id: 1, title: 'Eerste' }];
    expect(JSON.parse(write(page))).toEqual([{ id: 1, title: 'Eerste' }]);
    page[0]!.title = 'Gewijzigd';
    page.push({ id: 2, title: 'Tweede' });
    expect(JSON.parse(write(page))).toEqual([
      { id: 1, title: 'Gewijzigd' },
      { id: 2, title: 'Tweede' },
    ]);
  });
});

describe('zodValidatorCompiler', () => {
  const validate = (httpPart: string, data: unknown) =>
    zodValidatorCompiler({
      schema: z.strictObject({ year: z.coerce.number().int() }),
      httpPart,
      method: 'GET',
      url: '/x',
    })(data) as { value?: unknown; error?: Error };

  it('returns the coerced value', () => {
    expect(validate('querystring', { year: '2026' })).toEqual({ value: { year: 2026 } });
  });

  it('remembers the parse of a query and hands it out frozen, so no request can change it', () => {
    let parses = 0;
    const validate = zodValidatorCompiler({
      schema: z.object({ ids: z.string().transform((v) => (parses++, v.split(','))) }),
      httpPart: 'querystring',
      method: 'GET',
      url: '/x',
    });
    const first = validate({ ids: '1,2' }) as { value: { ids: string[] } };
    const second = validate({ ids: '1,2' }) as { value: { ids: string[] } };
    expect(second.value).toBe(first.value);
    expect(parses).toBe(1);
    expect(Object.isFrozen(first.value.ids)).toBe(true);
    expect(() => first.value.ids.push('3')).toThrow(TypeError);
    expect((validate({ ids: '3' }) as { value: { ids: string[] } }).value.ids).toEqual(['3']);
  });

  it('hands on the ZodError, naming the field, and reads a missing body as empty', () => {
    const result = validate('body', undefined);
    expect(result.error).toBeInstanceOf(z.ZodError);
    expect((result.error as z.ZodError).issues[0]?.path).toEqual(['year']);
  });
});

describe('routes registered from definitions', () => {
  const ctx = useTestApp();

  it('asks who is calling before reading the body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/declarations/add-declaration-row',
      headers: { ...INTRANET, 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('rest_not_logged_in');
  });

  it('refuses a role the definition does not allow before anything else', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      payload: { username: 'daan@vandalen.example', password: 'Test-wachtwoord-1' },
    });
    const token = login.json().data.token as string;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/declarations/review/abc/reject',
      headers: { ...INTRANET, authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'rest_forbidden',
      message: 'Je mag geen declaraties beoordelen.',
    });
  });
});
