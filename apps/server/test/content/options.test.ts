import { intranetOptionsSchema } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, useContentApp, type Session } from './content-helpers.js';

const ctx = useContentApp();
let reader: Session;

beforeAll(async () => {
  reader = await signIn(ctx.app, 'emma');
});

const OPTIONS = '/wp-json/acf/v3/options';

describe('GET /acf/v3/options/intranet', () => {
  it('answers the quick links with logos and the contact persons', async () => {
    const response = await call(ctx.app, reader, `${OPTIONS}/intranet`);
    expect(response.statusCode).toBe(200);
    const { acf } = intranetOptionsSchema.parse(response.json());
    expect(acf.direct_links.length).toBeGreaterThanOrEqual(6);
    expect(acf.direct_links[0]).toMatchObject({
      link: { url: 'https://www.loket.nl/', target: '_blank', title: 'Loket.nl' },
      logo: { alt: 'Logo Loket.nl' },
    });
    expect(acf.contactpersonen.length).toBeGreaterThanOrEqual(2);
    for (const person of acf.contactpersonen) {
      expect(person.naam).not.toBe('');
      expect(person.telefoonnummer).toMatch(/^0\d{2}-\d{7}$/);
    }
  });

  it('serves every logo as a real PNG image from the app, without a bearer token', async () => {
    const { acf } = intranetOptionsSchema.parse(
      (await call(ctx.app, reader, `${OPTIONS}/intranet`)).json(),
    );
    for (const { logo } of acf.direct_links) {
      expect(logo.url).toMatch(new RegExp(`^/wp-json/intranet/v1/files/${logo.id}/view\\?`));
      const image = await ctx.app.inject({ method: 'GET', url: logo.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      const bytes = image.rawPayload;
      expect(image.headers['content-length']).toBe(String(bytes.length));
      expect(bytes.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([160, 64]);
    }
  });

  it('answers 404 for an options page that does not exist', async () => {
    const response = await call(ctx.app, reader, `${OPTIONS}/website`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('rest_options_invalid_name');
  });

  it('answers 401 rest_not_logged_in without a token', async () => {
    const response = await call(ctx.app, undefined, `${OPTIONS}/intranet`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('rest_not_logged_in');
  });
});
