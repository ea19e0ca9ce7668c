import { AUDIT_KINDS, type AuditEntry } from '@portal/contract/endpoints/audit-log';
import { ASSIGNMENT_STATUSES, assignmentStatusLabel, DUTCH_MONTHS } from '@portal/contract/rules';
import { formatLongDate } from '@/shared/format/date';
import { BEHEER_PATH, PEOPLE_PATH } from './sections';

/** A piece of an audit sentence: plain text, or the thing it names with a link to it. */
export type SentencePart = string | { text: string; href?: string };

type Entry = Pick<
  AuditEntry,
  'actor' | 'subject' | 'action' | 'entity_kind' | 'entity_id' | 'object' | 'after' | 'before'
>;

/** "september 2026" from "2026-09". */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  const name = DUTCH_MONTHS[(number ?? 0) - 1];
  return name ? `${name.toLowerCase()} ${year}` : month;
}

const quoted = (title: string | null) => (title ? `‘${title}’` : '');
const joined = (...words: Array<string | false | null | undefined>) =>
  words.filter(Boolean).join(' ');

/** How a post type reads in a sentence, and where Beheer edits it. */
const POST_TYPES: Record<string, { noun: string; section?: string }> = {
  nieuws: { noun: 'het nieuwsbericht', section: 'nieuws' },
  arbeidsvoorwaarden: { noun: 'het arbeidsvoorwaardendocument', section: 'arbeidsvoorwaarden' },
  kennisbank: { noun: 'het artikel van Hoe het werkt', section: 'hoe-het-werkt' },
  bibliotheek: { noun: 'het bibliotheekdocument', section: 'bibliotheek' },
  moodtrackers: { noun: 'het stemmingsantwoord' },
};

/** The reference data kept as posts, with their Beheer section. */
const REFERENCE: Record<string, { noun: string; section: string }> = {
  functies: { noun: 'de functie', section: 'functies' },
  intra_opdrachtgevers: { noun: 'de opdrachtgever', section: 'opdrachtgevers' },
  dienstverbanden: { noun: 'het dienstverband', section: 'dienstverbanden' },
  'declaration-type': { noun: 'de declaratiesoort', section: 'declaratiesoorten' },
};

/** The intranet options' parts, as Beheer names them. */
const OPTION_PARTS: Record<string, { label: string; section: string }> = {
  direct_links: { label: 'Direct naar', section: 'direct-naar' },
  contactpersonen: { label: 'Contactpersonen', section: 'contactpersonen' },
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Whose thing it is, unless the one who acted is that person ("van Daan Meijer"). */
function whose(entry: Entry): string {
  if (!entry.subject || entry.subject.id === entry.actor?.id) return '';
  return `van ${entry.subject.name}`;
}

const beheer = (section: string, id?: string) =>
  id ? `${BEHEER_PATH}/${section}/${id}` : `${BEHEER_PATH}/${section}`;

/** The thing the change was made to, as words in a sentence with a link where there is one. */
export function objectPart(entry: Entry): { text: string; href?: string } {
  const { object, entity_id: id } = entry;
  const gone = entry.after === null && entry.action.endsWith('.delete');
  switch (entry.entity_kind) {
    case 'declaration_month':
      return {
        text: joined(
          'de declaraties',
          whose(entry),
          object.month ? `over ${monthName(object.month)}` : '',
        ),
        href: `/portal/declaraties/beoordelen/${id}`,
      };
    case 'user':
      return {
        text: `het account van ${entry.subject?.name ?? object.title ?? `persoon ${id}`}`,
        href: `${PEOPLE_PATH}/${id}`,
      };
    case 'assignment':
      return {
        text: joined('de opdracht', quoted(object.title), whose(entry)),
        href: `/portal/opdrachten/${id}`,
      };
    case 'mood_checkin':
      return {
        text: joined(
          'het stemmingsantwoord',
          whose(entry),
          object.week ? `over de week van ${formatLongDate(object.week)}` : '',
        ),
        href: beheer('stemming'),
      };
    case 'post': {
      const type = POST_TYPES[object.type ?? ''];
      return {
        text: joined(type?.noun ?? 'het bericht', quoted(object.title)),
        href: type?.section && !gone ? beheer(type.section, id) : undefined,
      };
    }
    case 'term':
      return { text: joined('de categorie', quoted(object.title)), href: beheer('categorieen') };
    case 'file':
      return { text: joined('het bestand', quoted(object.title)) };
    case 'kilometer-rate': {
      const from = text(record(entry.after).validFrom) || text(record(entry.before).validFrom);
      return {
        text: joined('de kilometervergoeding', from && `vanaf ${formatLongDate(from)}`),
        href: beheer('kilometervergoeding'),
      };
    }
    case 'payroll_export': {
      const after = record(entry.after);
      const [from, to] = [text(after.from).slice(0, 7), text(after.to).slice(0, 7)];
      const period =
        from && (from === to ? monthName(from) : `${monthName(from)} t/m ${monthName(to)}`);
      return {
        text: joined('een salarisexport', period && `over ${period}`),
        href: beheer('salarisexport'),
      };
    }
    case 'options': {
      const parts = changedKeys(entry).flatMap((key) => OPTION_PARTS[key] ?? []);
      if (parts.length === 1)
        return { text: `‘${parts[0]!.label}’`, href: beheer(parts[0]!.section) };
      return { text: 'de instellingen van het intranet' };
    }
  }
  const reference = REFERENCE[entry.entity_kind];
  if (reference) {
    return { text: joined(reference.noun, quoted(object.title)), href: beheer(reference.section) };
  }
  const kind = (AUDIT_KINDS as Record<string, string>)[entry.entity_kind];
  return { text: kind ? `een onderdeel van ${kind} (nummer ${id})` : `onderdeel ${id}` };
}

/** The keys whose value differs between before and after. */
export function changedKeys(entry: Pick<Entry, 'before' | 'after'>): string[] {
  const before = record(entry.before);
  const after = record(entry.after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** The verb around the thing: [before it, after it] ("keurde", "goed"). */
const VERBS: Record<string, [string, string?]> = {
  create: ['maakte', 'aan'],
  update: ['wijzigde'],
  delete: ['verwijderde'],
  trash: ['verplaatste', 'naar de prullenbak'],
  'publish-scheduled': ['publiceerde', 'op het geplande moment'],
  retire: ['zette', 'buiten gebruik'],
  restore: ['nam', 'weer in gebruik'],
};

/** Verbs of one kind of thing that the general ones above do not say well. */
const KIND_VERBS: Record<string, Record<string, [string, string?]>> = {
  declaration_month: {
    sent: ['diende', 'in'],
    approved: ['keurde', 'goed'],
    rejected: ['keurde', 'af'],
    withdrawn: ['trok', 'in'],
  },
  user: {
    update: ['wijzigde'],
    deactivate: ['deactiveerde'],
    reactivate: ['maakte', 'weer actief'],
  },
  assignment: Object.fromEntries(
    ASSIGNMENT_STATUSES.map((status) => [
      status,
      ['zette', `op ‘${assignmentStatusLabel(status)}’`],
    ]),
  ),
  file: { create: ['uploadde'] },
  payroll_export: { create: ['maakte', 'aan'] },
};

/** The name of the passkey an entry of issue 27 is about. */
const passkeyName = (value: unknown) =>
  String((value as { passkey?: unknown } | null)?.passkey ?? 'zonder naam');

const viaCompanyAccount = (value: unknown) => (value as { via?: unknown } | null)?.via === 'oidc';

/** Sentences that are not "actor verb thing": the person's own password, a link sent, a follow-up. */
function special(
  entry: Entry,
  actor: string,
  thing: { text: string; href?: string },
): SentencePart[] | undefined {
  const person = entry.subject?.name ?? `persoon ${entry.entity_id}`;
  switch (entry.action) {
    case 'user.set_password':
      return entry.actor && entry.actor.id === entry.subject?.id
        ? [`${actor} stelde een wachtwoord in via de link uit de e-mail`]
        : [`${actor} stelde een wachtwoord in voor `, { ...thing, text: person }];
    case 'user.set_password_link':
      return [
        `${actor} stuurde `,
        { ...thing, text: person },
        ' een nieuwe link om een wachtwoord in te stellen',
      ];
    case 'user.create':
      // Issue 27: made at a first sign-in with the company account, not invited.
      return viaCompanyAccount(entry.after)
        ? [{ ...thing, text: person }, ' logde voor het eerst in met het organisatie-account']
        : [`${actor} maakte `, thing, ' aan en stuurde een uitnodiging'];
    case 'user.passkey_added':
      return [`${actor} voegde de passkey ‘${passkeyName(entry.after)}’ toe`];
    case 'user.passkey_removed':
      return [`${actor} verwijderde de passkey ‘${passkeyName(entry.before)}’`];
    case 'mood_follow_up.create':
      return [`${actor} legde de opvolging vast van `, thing];
    case 'mood_follow_up.update':
      return [`${actor} wijzigde de opvolging van `, thing];
  }
  return undefined;
}

/**
 * The Dutch sentence of an audit entry (issue 25): who did what to whom, e.g. "Femke Jansen
 * keurde de declaraties van Daan Meijer over september 2026 goed", the thing linked where the
 * portal shows it. An action without its own words still reads as Dutch: "… wijzigde …".
 */
export function auditSentence(entry: Entry): SentencePart[] {
  const actor = entry.actor?.name ?? 'Het systeem';
  const thing = objectPart(entry);
  const own = special(entry, actor, thing);
  if (own) return own;
  const verb = entry.action.slice(entry.action.lastIndexOf('.') + 1);
  const [before, after] = KIND_VERBS[entry.entity_kind]?.[verb] ?? VERBS[verb] ?? ['wijzigde'];
  return [`${actor} ${before} `, thing, ...(after ? [` ${after}`] : [])];
}

/** The sentence as plain text (for tests and for the entry's accessible name). */
export const sentenceText = (parts: readonly SentencePart[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
