import type { AuditEntry } from '@portal/contract/endpoints/audit-log';
import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';
import { auditSentence, sentenceText } from './audit-sentence';

const FEMKE = { id: 3, name: 'Femke Jansen' };
const DAAN = { id: 7, name: 'Daan Meijer' };
const NO_OBJECT = { title: null, type: null, month: null, week: null };

function entry(action: string, parts: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-10-02T09:00:00Z',
    actor: FEMKE,
    subject: null,
    action,
    entity_kind: action.slice(0, action.lastIndexOf('.')),
    entity_id: '24',
    before: null,
    after: null,
    ...parts,
    object: { ...NO_OBJECT, ...parts.object },
  };
}

const month = (action: string, actor = FEMKE, after: unknown = { status: 'x' }) =>
  entry(action, {
    actor,
    subject: DAAN,
    object: { ...NO_OBJECT, month: '2026-09' },
    before: { status: 'sent' },
    after,
  });
const post = (action: string, type = 'nieuws', actor: AuditEntry['actor'] = FEMKE) =>
  entry(action, { actor, entity_id: '89', object: { ...NO_OBJECT, title: 'Zomerfeest', type } });
const reference = (kind: string, verb: string, title: string) =>
  entry(`${kind}.${verb}`, { object: { ...NO_OBJECT, title } });
const person = (action: string, actor = FEMKE) =>
  entry(action, { actor, subject: DAAN, entity_id: '7' });
const assignment = (action: string) =>
  entry(action, {
    subject: DAAN,
    entity_id: '5',
    object: { ...NO_OBJECT, title: 'Spoorplanning' },
  });
const mood = (action: string) =>
  entry(action, {
    entity_kind: 'mood_checkin',
    subject: DAAN,
    object: { ...NO_OBJECT, week: '2026-11-02' },
  });

const sentence = (value: AuditEntry) => sentenceText(auditSentence(value));

describe('the audit sentence of every kind of change (issue 25)', () => {
  it.each([
    // Declaration months: who did what to whose month.
    [
      month('declaration_month.approved'),
      'Femke Jansen keurde de declaraties van Daan Meijer over september 2026 goed',
    ],
    [
      month('declaration_month.rejected'),
      'Femke Jansen keurde de declaraties van Daan Meijer over september 2026 af',
    ],
    [
      month('declaration_month.sent', DAAN),
      'Daan Meijer diende de declaraties over september 2026 in',
    ],
    [
      month('declaration_month.withdrawn', DAAN),
      'Daan Meijer trok de declaraties over september 2026 in',
    ],
    // Content.
    [post('post.create'), 'Femke Jansen maakte het nieuwsbericht ‘Zomerfeest’ aan'],
    [
      post('post.update', 'kennisbank'),
      'Femke Jansen wijzigde het artikel van Hoe het werkt ‘Zomerfeest’',
    ],
    [
      post('post.trash', 'bibliotheek'),
      'Femke Jansen verplaatste het bibliotheekdocument ‘Zomerfeest’ naar de prullenbak',
    ],
    [
      post('post.delete', 'arbeidsvoorwaarden'),
      'Femke Jansen verwijderde het arbeidsvoorwaardendocument ‘Zomerfeest’',
    ],
    [
      post('post.publish-scheduled', 'nieuws', null),
      'Het systeem publiceerde het nieuwsbericht ‘Zomerfeest’ op het geplande moment',
    ],
    [reference('term', 'create', 'Verlof'), 'Femke Jansen maakte de categorie ‘Verlof’ aan'],
    [reference('term', 'update', 'Verlof'), 'Femke Jansen wijzigde de categorie ‘Verlof’'],
    [reference('term', 'delete', 'Verlof'), 'Femke Jansen verwijderde de categorie ‘Verlof’'],
    [
      entry('options.update', { before: { direct_links: [] }, after: { direct_links: [1] } }),
      'Femke Jansen wijzigde ‘Direct naar’',
    ],
    [
      entry('options.update', { before: { contactpersonen: [] }, after: { contactpersonen: [1] } }),
      'Femke Jansen wijzigde ‘Contactpersonen’',
    ],
    [
      entry('media.create', {
        entity_kind: 'file',
        object: { ...NO_OBJECT, title: 'Plattegrond' },
      }),
      'Femke Jansen uploadde het bestand ‘Plattegrond’',
    ],
    [
      entry('media.update', {
        entity_kind: 'file',
        object: { ...NO_OBJECT, title: 'Plattegrond' },
      }),
      'Femke Jansen wijzigde het bestand ‘Plattegrond’',
    ],
    // People.
    [
      person('user.create'),
      'Femke Jansen maakte het account van Daan Meijer aan en stuurde een uitnodiging',
    ],
    [person('user.update'), 'Femke Jansen wijzigde het account van Daan Meijer'],
    [person('user.deactivate'), 'Femke Jansen deactiveerde het account van Daan Meijer'],
    [person('user.reactivate'), 'Femke Jansen maakte het account van Daan Meijer weer actief'],
    [
      person('user.set_password_link'),
      'Femke Jansen stuurde Daan Meijer een nieuwe link om een wachtwoord in te stellen',
    ],
    [
      person('user.set_password', DAAN),
      'Daan Meijer stelde een wachtwoord in via de link uit de e-mail',
    ],
    // Issue 27: passkeys, and an account made at a first company sign-in.
    [
      { ...person('user.passkey_added', DAAN), after: { passkey: 'Laptop' } },
      'Daan Meijer voegde de passkey ‘Laptop’ toe',
    ],
    [
      { ...person('user.passkey_removed', DAAN), before: { passkey: 'Telefoon' } },
      'Daan Meijer verwijderde de passkey ‘Telefoon’',
    ],
    [
      { ...person('user.create'), actor: null, after: { via: 'oidc' } },
      'Daan Meijer logde voor het eerst in met het organisatie-account',
    ],
    // Assignments and moods.
    [
      assignment('assignment.create'),
      'Femke Jansen maakte de opdracht ‘Spoorplanning’ van Daan Meijer aan',
    ],
    [
      assignment('assignment.in-progress'),
      'Femke Jansen zette de opdracht ‘Spoorplanning’ van Daan Meijer op ‘Lopend’',
    ],
    [
      assignment('assignment.completed'),
      'Femke Jansen zette de opdracht ‘Spoorplanning’ van Daan Meijer op ‘Afgerond’',
    ],
    [
      assignment('assignment.not-started'),
      'Femke Jansen zette de opdracht ‘Spoorplanning’ van Daan Meijer op ‘Nog niet gestart’',
    ],
    [
      mood('mood_follow_up.create'),
      'Femke Jansen legde de opvolging vast van het stemmingsantwoord van Daan Meijer over de week van 2 november 2026',
    ],
    [
      mood('mood_follow_up.update'),
      'Femke Jansen wijzigde de opvolging van het stemmingsantwoord van Daan Meijer over de week van 2 november 2026',
    ],
    // Payroll and reference data.
    [
      entry('payroll_export.create', { after: { from: '2026-09-01', to: '2026-10-01' } }),
      'Femke Jansen maakte een salarisexport over september 2026 t/m oktober 2026 aan',
    ],
    [
      entry('payroll_export.create', { after: { from: '2026-09-01', to: '2026-09-01' } }),
      'Femke Jansen maakte een salarisexport over september 2026 aan',
    ],
    [reference('functies', 'create', 'Planner'), 'Femke Jansen maakte de functie ‘Planner’ aan'],
    [reference('functies', 'update', 'Planner'), 'Femke Jansen wijzigde de functie ‘Planner’'],
    [
      reference('intra_opdrachtgevers', 'retire', 'ProRail'),
      'Femke Jansen zette de opdrachtgever ‘ProRail’ buiten gebruik',
    ],
    [
      reference('intra_opdrachtgevers', 'restore', 'ProRail'),
      'Femke Jansen nam de opdrachtgever ‘ProRail’ weer in gebruik',
    ],
    [
      reference('dienstverbanden', 'delete', 'Detachering'),
      'Femke Jansen verwijderde het dienstverband ‘Detachering’',
    ],
    [
      reference('declaration-type', 'create', 'Parkeren'),
      'Femke Jansen maakte de declaratiesoort ‘Parkeren’ aan',
    ],
    [
      reference('declaration-type', 'update', 'Parkeren'),
      'Femke Jansen wijzigde de declaratiesoort ‘Parkeren’',
    ],
    [
      reference('declaration-type', 'retire', 'Parkeren'),
      'Femke Jansen zette de declaratiesoort ‘Parkeren’ buiten gebruik',
    ],
    [
      reference('declaration-type', 'restore', 'Parkeren'),
      'Femke Jansen nam de declaratiesoort ‘Parkeren’ weer in gebruik',
    ],
    [
      reference('declaration-type', 'delete', 'Parkeren'),
      'Femke Jansen verwijderde de declaratiesoort ‘Parkeren’',
    ],
    [
      entry('kilometer-rate.create', { after: { validFrom: '2027-01-01', centsPerKm: 23 } }),
      'Femke Jansen maakte de kilometervergoeding vanaf 1 januari 2027 aan',
    ],
    [
      entry('kilometer-rate.update', {
        before: { validFrom: '2027-01-01' },
        after: { validFrom: '2027-01-01' },
      }),
      'Femke Jansen wijzigde de kilometervergoeding vanaf 1 januari 2027',
    ],
    [
      entry('kilometer-rate.delete', { before: { validFrom: '2027-01-01' } }),
      'Femke Jansen verwijderde de kilometervergoeding vanaf 1 januari 2027',
    ],
  ])('%#', (value, expected) => {
    expect(sentence(value)).toBe(expected);
  });

  it('says something Dutch for an action or a kind it has no words for', () => {
    expect(sentence(month('declaration_month.reopened'))).toBe(
      'Femke Jansen wijzigde de declaraties van Daan Meijer over september 2026',
    );
    expect(
      sentence(entry('dienstverbanden.merge', { object: { ...NO_OBJECT, title: 'Vast' } })),
    ).toBe('Femke Jansen wijzigde het dienstverband ‘Vast’');
    expect(sentence(entry('declaration_row.comment', { entity_id: '12' }))).toBe(
      'Femke Jansen wijzigde onderdeel 12',
    );
  });

  it('links the thing where the portal shows it', () => {
    const links = (value: AuditEntry) =>
      auditSentence(value).flatMap((part) => (typeof part === 'string' ? [] : [part.href]));
    expect(links(month('declaration_month.approved'))).toEqual([
      '/portal/declaraties/beoordelen/24',
    ]);
    expect(links(post('post.update'))).toEqual(['/portal/beheer/nieuws/89']);
    expect(links({ ...post('post.delete'), before: { title: 'x' } })).toEqual([undefined]);
    expect(links(person('user.update'))).toEqual(['/portal/beheer/mensen/7']);
    expect(links(assignment('assignment.completed'))).toEqual(['/portal/opdrachten/5']);
    expect(links(reference('intra_opdrachtgevers', 'retire', 'ProRail'))).toEqual([
      '/portal/beheer/opdrachtgevers',
    ]);
    expect(links(mood('mood_follow_up.create'))).toEqual(['/portal/beheer/stemming']);
  });
});

describe('the changed fields, in Dutch', () => {
  it('lists an update as "veld: oud → nieuw" with Dutch labels, money and dates', () => {
    expect(
      auditChanges({
        entity_kind: 'kilometer-rate',
        before: { id: 1, validFrom: '2026-01-01', centsPerKm: 23 },
        after: { id: 1, validFrom: '2026-02-01', centsPerKm: 25 },
      }),
    ).toEqual([
      { label: 'Geldig vanaf', from: '01-01-2026', to: '01-02-2026' },
      { label: 'Vergoeding per km', from: '€\u00a00,23', to: '€\u00a00,25' },
    ]);
    expect(
      auditChanges({
        entity_kind: 'user',
        before: { urenmeter: 1200, roles: ['professional'], active: true, displayName: 'Daan' },
        after: {
          urenmeter: 1350,
          roles: ['professional', 'medewerker'],
          active: false,
          displayName: 'Daan',
        },
      }),
    ).toEqual([
      { label: 'Uren', from: '1.200', to: '1.350' },
      { label: 'Rollen', from: 'Professional', to: 'Professional, Medewerker (consultant)' },
      { label: 'Actief', from: 'ja', to: 'nee' },
    ]);
  });

  it('names a linked thing by its current name, and by its kind and number once it is gone', () => {
    const names = {
      posts: { '12': 'Consultant', '14': 'Senior consultant' },
      users: {},
      terms: {},
    };
    expect(
      auditChanges(
        {
          entity_kind: 'assignment',
          before: { functieId: 12, opdrachtgeverId: 30, professionalId: 7 },
          after: { functieId: 14, opdrachtgeverId: 31, professionalId: 7 },
        },
        names,
      ),
    ).toEqual([
      { label: 'Functie', from: 'Consultant', to: 'Senior consultant' },
      { label: 'Opdrachtgever', from: 'opdrachtgever 30', to: 'opdrachtgever 31' },
    ]);
  });

  it('tells a long text only changed, leaves out ids and save moments, and names a rejection’s reason', () => {
    expect(
      auditChanges({
        entity_kind: 'post',
        before: { id: 89, title: 'Oud', content: '<p>a</p>', modified_at: '1', status: 'draft' },
        after: { id: 89, title: 'Nieuw', content: '<p>b</p>', modified_at: '2', status: 'publish' },
      }),
    ).toEqual([
      { label: 'Titel', from: 'Oud', to: 'Nieuw' },
      { label: 'Tekst', to: 'gewijzigd' },
      { label: 'Status', from: 'concept', to: 'gepubliceerd' },
    ]);
    expect(
      auditChanges({
        entity_kind: 'declaration_month',
        before: { status: 'sent' },
        after: { status: 'rejected', comment: 'Bon ontbreekt' },
      }),
    ).toEqual([{ label: 'Opmerking', to: 'Bon ontbreekt' }]);
    expect(
      auditChanges({
        entity_kind: 'options',
        before: { direct_links: [1, 2] },
        after: { direct_links: [1, 3] },
      }),
    ).toEqual([{ label: 'Direct naar', to: 'gewijzigd' }]);
  });

  it('lists nothing of a whole new or removed thing but what only it tells', () => {
    expect(
      auditChanges({ entity_kind: 'post', before: null, after: { title: 'x', content: 'y' } }),
    ).toEqual([]);
    expect(auditChanges({ entity_kind: 'term', before: { name: 'x' }, after: null })).toEqual([]);
    expect(
      auditChanges({
        entity_kind: 'user',
        before: null,
        after: { sentTo: 'daan@example.nl', expiresAt: '2026-10-05T09:00:00Z' },
      }),
    ).toEqual([
      { label: 'Gestuurd naar', to: 'daan@example.nl' },
      { label: 'Geldig tot', to: '05-10-2026 11:00' },
    ]);
    // A field no table names still reads: its key as words, its value in Dutch.
    expect(
      auditChanges({
        entity_kind: 'post',
        before: { extra_flag: false },
        after: { extra_flag: true },
      }),
    ).toEqual([{ label: 'Extra flag', from: 'nee', to: 'ja' }]);
  });
});
