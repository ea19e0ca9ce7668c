import { PROFILE_TEXT_FIELDS, userProfileResponseSchema } from '@portal/contract';
import { isValidIBAN } from 'ibantools';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { PROFESSIONALS, STAFF } from '../../src/seed/demo-company.js';
import { DEMO_AVATARS, seedDemoPictures } from '../../src/seed/seed-pictures.js';
import { call, signIn, type Session } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * Issue 10, item 6: every demo person has a believable profile that the profile's own rules
 * accept, most have an illustrated portrait, and some keep their phone or e-mail private.
 */

const ctx = useTestApp();
const PROFILE = '/wp-json/custom/v1/user-profile';
const people = [...STAFF, ...PROFESSIONALS];
const sessions = new Map<string, Session>();

beforeAll(async () => {
  await seedDemoPictures(ctx.database.db, createDiskStorage(ctx.filesDir));
  for (const person of people) sessions.set(person.key, await signIn(ctx.app, person.key));
});

const profileOf = async (key: string) =>
  userProfileResponseSchema.parse((await call(ctx.app, sessions.get(key), PROFILE)).json());

describe('demo profiles', () => {
  it('are complete, and saving one unchanged is accepted and changes nothing', async () => {
    for (const person of people) {
      const before = await profileOf(person.key);
      const { profile } = before;
      expect(profile.straatnaam_en_huisnummer, person.key).toMatch(/^\D+ \d+$/);
      expect(profile.postcode, person.key).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
      expect(isValidIBAN(profile.iban), `${person.key} ${profile.iban}`).toBe(true);
      expect(profile.geboortedatum, person.key).toMatch(/^(19[6-9]\d|200\d)-\d\d-\d\d$/);
      expect(profile.mobiel, person.key).toMatch(/^06 \d{8}$/);

      // What the profile form sends back when the user saves without changing anything.
      const form = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, profile[field]]));
      const saved = await call(ctx.app, sessions.get(person.key), {
        method: 'POST',
        url: PROFILE,
        payload: form,
      });
      expect(saved.statusCode, `${person.key}: ${saved.body}`).toBe(200);
      expect(saved.json(), person.key).toEqual(before);
    }
  });

  it('show phone numbers the Dutch way and keep some public phones and e-mails private', async () => {
    const profiles = await Promise.all(people.map((person) => profileOf(person.key)));
    const publicPhones = profiles.map((p) => p.profile.public_phone).filter(Boolean);
    expect(publicPhones.length).toBeGreaterThan(people.length / 2);
    for (const phone of publicPhones) expect(phone).toMatch(/^0\d{1,2} \d{3} ?\d{4}$|^06 \d{8}$/);
    expect(profiles.some((p) => p.profile.public_phone === '')).toBe(true);
    expect(profiles.some((p) => p.profile.public_email === '')).toBe(true);
    expect(profiles.some((p) => p.profile.linkedin === '')).toBe(true);
    expect(profiles.filter((p) => p.profile.linkedin).length).toBeGreaterThan(people.length / 2);
  });

  it('give most people a portrait colleagues see: a 256×256 WebP, a different one for each', async () => {
    const viewer = sessions.get('daan')!;
    const profiles = await Promise.all(people.map((person) => profileOf(person.key)));
    const withPicture = profiles.filter((p) => p.profile.public_picture);
    expect(withPicture.length).toBe(Object.keys(DEMO_AVATARS).length);
    expect(withPicture.length).toBeGreaterThanOrEqual(people.length * 0.8);
    expect(withPicture.length).toBeLessThan(people.length);

    const seen = new Set<string>();
    for (const { profile } of withPicture) {
      const response = await call(
        ctx.app,
        viewer,
        `/wp-json/intranet/v1/files/${profile.public_picture!.id}/public/view`,
      );
      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 256,
        height: 256,
      });
      seen.add(response.rawPayload.toString('base64'));
    }
    expect(seen.size).toBe(withPicture.length);
  });
});
