import { profileFieldErrorSchema, userProfileResponseSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { call, signIn, type Session } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * Issue 10, item 3: every profile field is checked on the server. A refused value is
 * `422 rest_invalid_param` naming the field with a Dutch message, nothing is stored, and an
 * accepted value is stored in its normal form and answered in the new profile.
 */

// Noon in Amsterdam on 15 June 2026: ages are counted from this day.
const ctx = useTestApp({ now: () => new Date('2026-06-15T10:00:00Z') });
const URL = '/wp-json/custom/v1/user-profile';

const post = (session: Session, payload: Record<string, unknown>) =>
  call(ctx.app, session, { method: 'POST', url: URL, payload });

const storedRow = async (key: string) => {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.nicename, key));
  return row!;
};

describe('accepted values are stored in their normal form', () => {
  it.each([
    { field: 'postcode', sent: '1234ab', answered: '1234 AB', stored: '1234 AB' },
    { field: 'postcode', sent: ' 3511 AX ', answered: '3511 AX', stored: '3511 AX' },
    { field: 'postcode', sent: '9999zz', answered: '9999 ZZ', stored: '9999 ZZ' },
    {
      field: 'iban',
      sent: 'nl91 abna 0417 1643 00',
      answered: 'NL91ABNA0417164300',
      stored: 'NL91ABNA0417164300',
    },
    {
      field: 'iban',
      sent: 'BE68 5390 0754 7034',
      answered: 'BE68539007547034',
      stored: 'BE68539007547034',
    },
    { field: 'mobiel', sent: '06-12345678', answered: '06 12345678', stored: '+31612345678' },
    { field: 'mobiel', sent: '+31 6 1234 5678', answered: '06 12345678', stored: '+31612345678' },
    { field: 'tel_nr_thuis', sent: '0201234567', answered: '020 123 4567', stored: '+31201234567' },
    {
      field: 'public_phone',
      sent: '+32 470 12 34 56',
      answered: '+32 470 12 34 56',
      stored: '+32470123456',
    },
    { field: 'geboortedatum', sent: '1990-05-17', answered: '1990-05-17', stored: '1990-05-17' },
    // 15 on the day itself; 100 until the day before the 101st birthday.
    { field: 'geboortedatum', sent: '2011-06-15', answered: '2011-06-15', stored: '2011-06-15' },
    { field: 'geboortedatum', sent: '1925-06-16', answered: '1925-06-16', stored: '1925-06-16' },
    {
      field: 'linkedin',
      sent: 'https://www.linkedin.com/in/noor-bakker',
      answered: 'https://www.linkedin.com/in/noor-bakker',
      stored: 'https://www.linkedin.com/in/noor-bakker',
    },
    {
      field: 'linkedin',
      sent: 'https://nl.linkedin.com/in/noor',
      answered: 'https://nl.linkedin.com/in/noor',
      stored: 'https://nl.linkedin.com/in/noor',
    },
    {
      field: 'linkedin',
      sent: 'https://linkedin.com/in/noor',
      answered: 'https://linkedin.com/in/noor',
      stored: 'https://linkedin.com/in/noor',
    },
    {
      field: 'public_email',
      sent: 'Noor.Bakker@Vandalen.example',
      answered: 'noor.bakker@vandalen.example',
      stored: 'noor.bakker@vandalen.example',
    },
  ])('$field "$sent" is stored as "$stored" and answered as "$answered"', async (example) => {
    const session = await signIn(ctx.app, 'noor');
    const response = await post(session, { [example.field]: example.sent });
    expect(response.statusCode, response.body).toBe(200);
    const body = userProfileResponseSchema.parse(response.json());
    expect(body.profile[example.field as 'postcode']).toBe(example.answered);
    const column = {
      postcode: 'postcode',
      iban: 'iban',
      mobiel: 'mobiel',
      tel_nr_thuis: 'telNrThuis',
      public_phone: 'publicPhone',
      geboortedatum: 'geboortedatum',
      linkedin: 'linkedin',
      public_email: 'publicEmail',
    }[example.field] as 'postcode';
    expect((await storedRow('noor'))[column]).toBe(example.stored);
  });

  it('clears an optional field with an empty value', async () => {
    const session = await signIn(ctx.app, 'lars');
    await post(session, { postcode: '8011 AA', mobiel: '0612345678', geboortedatum: '1988-01-02' });
    const response = await post(session, { postcode: '', mobiel: '', geboortedatum: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ postcode: '', mobiel: '', geboortedatum: '' });
    const row = await storedRow('lars');
    expect([row.postcode, row.mobiel, row.geboortedatum]).toEqual(['', '', null]);
  });
});

describe('refused values are 422 naming the field, and nothing is stored', () => {
  it.each([
    { field: 'postcode', value: '123 AB', message: /Nederlandse postcode.*1234 AB/ },
    { field: 'postcode', value: '0123 AB', message: /Nederlandse postcode/ },
    { field: 'postcode', value: '1234 SS', message: /Nederlandse postcode/ },
    { field: 'postcode', value: '1234-AB', message: /Nederlandse postcode/ },
    { field: 'postcode', value: 'B-1000', message: /Nederlandse postcode/ },
    { field: 'iban', value: 'NL91ABNA0417164301', message: /IBAN klopt niet/ },
    { field: 'iban', value: 'NL12 3456', message: /IBAN klopt niet/ },
    { field: 'iban', value: 'geen rekening', message: /IBAN klopt niet/ },
    { field: 'mobiel', value: '0612', message: /geldig telefoonnummer/ },
    { field: 'mobiel', value: 'bel me maar', message: /geldig telefoonnummer/ },
    { field: 'tel_nr_thuis', value: '+31 20 12', message: /geldig telefoonnummer/ },
    { field: 'public_phone', value: '112233445566778899', message: /geldig telefoonnummer/ },
    { field: 'geboortedatum', value: '31-02-2020', message: /bestaande datum.*JJJJ-MM-DD/ },
    { field: 'geboortedatum', value: '2020-02-31', message: /bestaande datum/ },
    { field: 'geboortedatum', value: '2026-06-15', message: /in het verleden/ },
    { field: 'geboortedatum', value: '2030-01-01', message: /in het verleden/ },
    { field: 'geboortedatum', value: '2011-06-16', message: /leeftijd van 14 jaar/ },
    { field: 'geboortedatum', value: '1925-06-15', message: /leeftijd van 101 jaar/ },
    { field: 'linkedin', value: 'linkedin punt com', message: /LinkedIn-profiel/ },
    { field: 'linkedin', value: 'javascript:alert(document.cookie)', message: /LinkedIn/ },
    { field: 'linkedin', value: 'data:text/html,<script>alert(1)</script>', message: /LinkedIn/ },
    { field: 'linkedin', value: 'http://www.linkedin.com/in/noor', message: /LinkedIn/ },
    { field: 'linkedin', value: 'https://www.linkedin.com.evil.example/in/x', message: /LinkedIn/ },
    { field: 'linkedin', value: 'https://evil-linkedin.com/in/x', message: /LinkedIn/ },
    { field: 'linkedin', value: 'https://user:pw@www.linkedin.com/in/x', message: /LinkedIn/ },
    { field: 'public_email', value: 'geen-e-mailadres', message: /geldig e-mailadres/ },
    { field: 'voornaam', value: '   ', message: /Vul je voornaam in/ },
    { field: 'achternaam', value: '', message: /Vul je achternaam in/ },
    { field: 'voornaam', value: 'A'.repeat(101), message: /hoogstens 100 tekens/ },
    { field: 'korte_omschrijving', value: 'x'.repeat(2001), message: /hoogstens 2000 tekens/ },
    { field: 'woonplaats', value: 'W'.repeat(101), message: /hoogstens 100 tekens/ },
  ])('$field "$value"', async ({ field, value, message }) => {
    const session = await signIn(ctx.app, 'sem');
    const before = await storedRow('sem');
    // A valid field next to the refused one is not stored either.
    const response = await post(session, { woonplaats: 'Lelystad', [field]: value });
    expect(response.statusCode, response.body).toBe(422);
    const body = profileFieldErrorSchema.parse(response.json());
    expect(Object.keys(body.data.params)).toEqual([field]);
    expect(body.data.params[field]).toMatch(message);
    expect(body.message).toBe(body.data.params[field]);
    expect(await storedRow('sem')).toEqual(before);
  });

  it('names every refused field at once', async () => {
    const session = await signIn(ctx.app, 'sem');
    const before = await storedRow('sem');
    const response = await post(session, {
      postcode: 'onbekend',
      iban: 'NL00 0000 0000 0000 00',
      mobiel: '06',
      woonplaats: 'Almere',
    });
    expect(response.statusCode).toBe(422);
    const body = profileFieldErrorSchema.parse(response.json());
    expect(Object.keys(body.data.params).sort()).toEqual(['iban', 'mobiel', 'postcode']);
    expect(body.message).toBe('Controleer deze velden: postcode, mobiel, iban.');
    expect(body.data.details.iban).toMatchObject({ code: 'rest_invalid_iban' });
    expect(await storedRow('sem')).toEqual(before);
  });
});
