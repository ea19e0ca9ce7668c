import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapUser } from '../../src/modules/wordpress-import/map-user.js';
import { rewriteHtml } from '../../src/modules/wordpress-import/rewrite-html.js';
import {
  dateOf,
  plainTitle,
  rawOf,
  refId,
  refIds,
} from '../../src/modules/wordpress-import/wp-fields.js';
import { sanitizeWrittenContent } from '../../src/modules/content/sanitize-html.js';

const recorded = (name: string) =>
  JSON.parse(readFileSync(new URL(`./recorded/${name}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const users = recorded('users.json') as unknown as Array<Record<string, unknown>>;

describe('WordPress fields as ACF gives them', () => {
  it('reads a relation from an id, a numeric string, a post or user object, and empty values', () => {
    expect(refId(12)).toBe(12);
    expect(refId('12')).toBe(12);
    expect(refId({ ID: 1089, post_title: 'Financieel adviseur' })).toBe(1089);
    expect(refId({ id: 7 })).toBe(7);
    for (const empty of [false, null, undefined, '', [], {}, 0, -3, 1.5, { ID: null }]) {
      expect(refId(empty)).toBeUndefined();
    }
    expect(refIds([{ ID: 3 }, 4, '4', false])).toEqual([3, 4]);
    expect(refIds(false)).toEqual([]);
    expect(refIds({ ID: 9 })).toEqual([9]);
  });

  it('takes Ymd and ISO dates and refuses what is not a date', () => {
    expect(dateOf('19681006')).toBe('1968-10-06');
    expect(dateOf('2026-01-05')).toBe('2026-01-05');
    for (const bad of ['20260231', '2026', '', null, false, 'gisteren'])
      expect(dateOf(bad)).toBeUndefined();
  });

  it('turns a title with entities into plain text, emoji kept', () => {
    expect(
      plainTitle('Zorg &amp; welzijn &#8211; 2026 &#x1F389; &quot;nieuw&quot; <b>vet</b>'),
    ).toBe('Zorg & welzijn – 2026 🎉 "nieuw" vet');
    expect(plainTitle('&#0; &#xD800; &bogus;')).toBe('&#0; &#xD800; &bogus;');
    expect(rawOf({ raw: 'a', rendered: 'b' })).toBe('a');
    expect(rawOf({ rendered: 'b' })).toBe('b');
  });
});

describe('a recorded WordPress user as ours', () => {
  it('maps a professional with every profile field, functie, dienstverband, opdrachtgevers and consultant', () => {
    const professional = users.find((user) => user.id === 35)!;
    const mapped = mapUser(professional);
    if (!('user' in mapped)) throw new Error(mapped.skip);
    expect(mapped.user.columns).toMatchObject({
      email: 'gebruiker034@example.test',
      displayName: 'Anouk Brouwer',
      roles: ['professional'],
      voornaam: 'Anouk',
      achternaam: 'Brouwer',
      voorletters: 'A.',
      geboortedatum: '1968-10-06',
      straatnaamEnHuisnummer: 'Stationsweg 175',
      postcode: '9731 LK',
      woonplaats: 'Groningen',
      mobiel: '06-28908028',
      iban: 'NL67ASNB5853648383',
      publicPhone: '06-28908028',
      publicEmail: 'anouk.brouwer@example.com',
      linkedin: 'https://www.linkedin.com/in/anouk-brouwer-d8e6ed/',
    });
    expect(mapped.user.functie).toBe(1089);
    expect(mapped.user.dienstverband).toBe(1103);
    expect(mapped.user.opdrachtgevers).toEqual([1093]);
    expect(mapped.user.ownedBy).toEqual([37]);
    expect(mapped.user.picture).toBeUndefined();
  });

  it("keeps a consultant's professionals (acf.users)", () => {
    const mapped = mapUser(users.find((user) => user.id === 37)!);
    if (!('user' in mapped)) throw new Error(mapped.skip);
    expect(mapped.user.manages).toEqual([35, 71, 107, 143, 179]);
    expect(mapped.user.columns.roles).toEqual(['medewerker']);
  });

  it('keeps WordPress’s name for a user without ACF fields, and skips roles we do not have', () => {
    const bare = {
      id: 90,
      name: 'Kees &amp; Co',
      first_name: 'Kees',
      last_name: 'Jansen',
      email: 'KEES@Example.test',
      slug: 'kees',
      roles: ['editor', 'shop_manager'],
      acf: [],
    };
    const mapped = mapUser(bare);
    if (!('user' in mapped)) throw new Error(mapped.skip);
    expect(mapped.user.columns).toMatchObject({
      displayName: 'Kees & Co',
      voornaam: 'Kees',
      achternaam: 'Jansen',
      email: 'kees@example.test',
      roles: ['editor'],
      geboortedatum: null,
      iban: '',
    });
    expect(mapped.user.otherRoles).toEqual(['shop_manager']);
    expect(mapUser({ ...bare, roles: ['subscriber'] })).toEqual({
      skip: expect.stringContaining('subscriber'),
    });
    expect(mapUser({ ...bare, email: 'geen-adres' })).toEqual({
      skip: expect.stringContaining('not valid'),
    });
  });
});

describe('images and links of a recorded news item', () => {
  const item = recorded('nieuws-1369.json');
  const html = rawOf(item.content);
  const origins = ['http://127.0.0.1:8080'];

  it('points the image at our copy and links to imported news at their page; the sanitizer keeps both', async () => {
    const rewritten = await rewriteHtml(html, origins, {
      file: async (url) => (url.endsWith('/vrijwilligersdag.png') ? 501 : undefined),
      page: (url) =>
        url.includes('vernieuwde-intranetomgeving-live')
          ? '/portal/nieuws/77'
          : url.includes('phishing')
            ? '/portal/nieuws/78'
            : undefined,
    });
    expect(rewritten.pending).toBe(false);
    expect(rewritten.unresolved).toEqual([]);
    expect(rewritten.fileIds).toEqual([501]);
    const clean = sanitizeWrittenContent(rewritten.html, 'http://localhost:3000');
    expect(clean.imageFileIds).toEqual([501]);
    expect(clean.html).toContain('src="/wp-json/intranet/v1/files/501/view"');
    expect(clean.html).toContain('href="/portal/nieuws/77"');
    expect(clean.html).toContain('href="/portal/nieuws/78"');
    expect(clean.html).not.toContain('127.0.0.1:8080');
    expect(clean.html).not.toContain('wp:paragraph');
  });

  it('says when a linked post comes later, and reports an image whose file is gone', async () => {
    const rewritten = await rewriteHtml(html, origins, {
      file: async () => undefined,
      page: () => 'pending',
    });
    expect(rewritten.pending).toBe(true);
    expect(rewritten.unresolved).toEqual([
      'http://127.0.0.1:8080/wp-content/uploads/2026/10/vrijwilligersdag.png',
    ]);
    // An image of the old site that is not ours is left out by the sanitizer, never hot-linked.
    expect(sanitizeWrittenContent(rewritten.html, 'http://localhost:3000').imageFileIds).toEqual(
      [],
    );
  });

  it('leaves addresses of other sites alone', async () => {
    const rewritten = await rewriteHtml('<a href="https://www.rijksoverheid.nl/x">x</a>', origins, {
      file: async () => 1,
      page: () => '/portal/nieuws/1',
    });
    expect(rewritten.html).toBe('<a href="https://www.rijksoverheid.nl/x">x</a>');
  });
});
