import type {
  AuditEntry,
  AuditNames,
  AuditReferenceTable,
} from '@portal/contract/endpoints/audit-log';
import { assignmentStatusLabel } from '@portal/contract/rules';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { formatEuro } from '@/shared/format/money';
import { formatNumber } from '@/shared/format/number';
import { changedKeys } from './audit-sentence';
import { ROLE_LABELS } from './person-form';

/** One changed field as the log shows it: "Titel: Oud → Nieuw" (`from` absent: "Reden: …"). */
export interface FieldChange {
  label: string;
  from?: string;
  to: string;
}

/** A value as the log writes it; `names` are the page's names of referred things. */
type Format = (value: unknown, names?: AuditNames) => string;

/** How a field reads: its Dutch label and how its values are written. */
interface Field {
  label: string;
  format?: Format;
  /** Only that it changed is told (a text too long to repeat, an internal list). */
  changedOnly?: boolean;
  /** Not listed: the sentence already says it (a month's new status). */
  hidden?: boolean;
}

const EMPTY = 'leeg';

const yesNo: Format = (value) => (value ? 'ja' : 'nee');
const day: Format = (value) => (typeof value === 'string' && value ? formatDate(value) : EMPTY);
const moment: Format = (value) =>
  typeof value === 'string' && value ? formatDateTime(value) : EMPTY;
const cents: Format = (value) => (typeof value === 'number' ? formatEuro(value / 100) : EMPTY);
const count =
  (one: string, many: string): Format =>
  (value) => {
    const n = Array.isArray(value) ? value.length : 0;
    return `${formatNumber(n)} ${n === 1 ? one : many}`;
  };
/** Another thing by its id: its current name, or "functie 12" when it is gone. */
const reference =
  (noun: string, table: AuditReferenceTable): Format =>
  (value, names) =>
    typeof value === 'number' && value > 0
      ? (names?.[table][String(value)] ?? `${noun} ${value}`)
      : 'geen';
const roles: Format = (value) =>
  Array.isArray(value) && value.length
    ? value.map((role) => (ROLE_LABELS as Record<string, string>)[String(role)] ?? role).join(', ')
    : 'geen';

const POST_STATUS: Record<string, string> = {
  publish: 'gepubliceerd',
  future: 'gepland',
  draft: 'concept',
  pending: 'ter beoordeling',
  private: 'privé',
  trash: 'in de prullenbak',
};
const labelled =
  (labels: Record<string, string>): Format =>
  (value) =>
    labels[String(value)] ?? general(value);

/** Fields no reader needs: ids, slugs made from titles, the moment of every save. */
const HIDDEN = new Set([
  'id',
  'type',
  'taxonomy',
  'modified_at',
  'at',
  'byUserId',
  'checkinPostId',
  'authorId',
]);

const FIELDS: Record<string, Record<string, Field>> = {
  post: {
    title: { label: 'Titel' },
    slug: { label: 'Webadres' },
    status: { label: 'Status', format: labelled(POST_STATUS) },
    content: { label: 'Tekst', changedOnly: true },
    excerpt: { label: 'Samenvatting', changedOnly: true },
    acf: { label: 'Extra velden', changedOnly: true },
    author_id: { label: 'Auteur', format: reference('persoon', 'users') },
    created_at: { label: 'Publicatiedatum', format: moment },
    term_ids: { label: 'Categorieën', format: count('categorie', 'categorieën') },
    file_ids: { label: 'Bijlagen', format: count('bijlage', 'bijlagen') },
  },
  term: {
    name: { label: 'Naam' },
    slug: { label: 'Webadres' },
    description: { label: 'Omschrijving' },
    parent: { label: 'Bovenliggende categorie', format: reference('categorie', 'terms') },
  },
  user: {
    voornaam: { label: 'Voornaam' },
    tussenvoegsel: { label: 'Tussenvoegsel' },
    achternaam: { label: 'Achternaam' },
    displayName: { label: 'Weergavenaam' },
    email: { label: 'E-mailadres' },
    roles: { label: 'Rollen', format: roles },
    functieId: { label: 'Functie', format: reference('functie', 'posts') },
    dienstverbandId: { label: 'Dienstverband', format: reference('dienstverband', 'posts') },
    urenmeterEnabled: { label: 'Urenmeter', format: (value) => (value ? 'aan' : 'uit') },
    urenmeter: { label: 'Uren' },
    opdrachtgevers: { label: 'Opdrachtgevers', format: count('opdrachtgever', 'opdrachtgevers') },
    ownedBy: { label: 'Consultants', format: count('consultant', 'consultants') },
    professionals: { label: 'Professionals', format: count('professional', 'professionals') },
    active: { label: 'Actief', format: yesNo },
    sentTo: { label: 'Gestuurd naar' },
    expiresAt: { label: 'Geldig tot', format: moment },
    via: { label: 'Via', format: () => 'link uit de e-mail' },
  },
  file: {
    title: { label: 'Titel' },
    altText: { label: 'Alt-tekst' },
  },
  assignment: {
    title: { label: 'Titel' },
    status: { label: 'Status', format: (value) => assignmentStatusLabel(String(value)) },
    startDate: { label: 'Startdatum', format: day },
    endDate: { label: 'Einddatum', format: day },
    professionalId: { label: 'Professional', format: reference('persoon', 'users') },
    functieId: { label: 'Functie', format: reference('functie', 'posts') },
    opdrachtgeverId: { label: 'Opdrachtgever', format: reference('opdrachtgever', 'posts') },
  },
  // The month's status is the sentence's verb; a rejection's reason is told as such.
  declaration_month: { status: { label: 'Status', hidden: true }, comment: { label: 'Opmerking' } },
  mood_checkin: { action: { label: 'Actie' }, note: { label: 'Notitie' } },
  options: {
    direct_links: { label: 'Direct naar', format: count('koppeling', 'koppelingen') },
    contactpersonen: {
      label: 'Contactpersonen',
      format: count('contactpersoon', 'contactpersonen'),
    },
  },
  payroll_export: {
    from: { label: 'Van', format: day },
    to: { label: 'Tot en met', format: day },
    include_exported: { label: 'Ook eerder geëxporteerde maanden', format: yesNo },
    month_ids: { label: 'Maanden', format: count('maand', 'maanden') },
  },
  'declaration-type': {
    title: { label: 'Naam' },
    showDateField: { label: 'Datumveld', format: yesNo },
    showAmountField: { label: 'Bedragveld', format: yesNo },
    showDescriptionField: { label: 'Omschrijvingsveld', format: yesNo },
    showLocationStartField: { label: 'Vertrekpunt', format: yesNo },
    showLocationEndField: { label: 'Bestemming', format: yesNo },
    showKilometersField: { label: 'Kilometerveld', format: yesNo },
    showTransportTypeField: { label: 'Vervoerswijze', format: yesNo },
    showReceiptField: { label: 'Bonveld', format: yesNo },
    showVatField: { label: 'Btw-veld', format: yesNo },
    isReceiptRequired: { label: 'Bon verplicht', format: yesNo },
    autoCalculateAmount: { label: 'Bedrag automatisch berekenen', format: yesNo },
    calculateKilometers: { label: 'Kilometers berekenen', format: yesNo },
    retiredAt: { label: 'Buiten gebruik sinds', format: moment },
  },
  'kilometer-rate': {
    validFrom: { label: 'Geldig vanaf', format: day },
    centsPerKm: { label: 'Vergoeding per km', format: cents },
  },
};

const REFERENCE_FIELDS: Record<string, Field> = {
  title: { label: 'Naam' },
  status: {
    label: 'Status',
    format: labelled({ publish: 'in gebruik', private: 'buiten gebruik' }),
  },
  logo: {
    label: 'Logo',
    format: (value) => (typeof value === 'number' ? `afbeelding ${value}` : 'geen'),
  },
};
for (const kind of ['functies', 'intra_opdrachtgevers', 'dienstverbanden'])
  FIELDS[kind] = REFERENCE_FIELDS;

const LONG = 120;

/** A value no field describes: text as it is (cut when long), numbers and dates in Dutch. */
function general(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return count('item', 'items')(value);
  if (typeof value === 'object') return 'gegevens';
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(text);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return formatDateTime(text);
  return text.length > LONG ? `${text.slice(0, LONG - 1)}…` : text;
}

/** "urenmeter_enabled" or "urenmeterEnabled" as words, for a field no table names. */
const words = (key: string) => {
  const spaced = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

type Entry = Pick<AuditEntry, 'entity_kind' | 'before' | 'after'>;

/**
 * What an update changed, field by field in Dutch ("Uren: 32 → 36"). A new or deleted thing
 * lists nothing (the sentence says it was made or removed), except what only the new state
 * holds (a rejection's reason, where a link was sent).
 */
export function auditChanges(entry: Entry, names?: AuditNames): FieldChange[] {
  const fields = FIELDS[entry.entity_kind] ?? {};
  const before = entry.before as Record<string, unknown> | null;
  const after = entry.after as Record<string, unknown> | null;
  const wholeObject = (value: unknown) => typeof value === 'object' && value !== null;
  const created = !wholeObject(before) || Object.keys(before ?? {}).length === 0;
  if (!wholeObject(after)) return [];
  return changedKeys(entry).flatMap((key): FieldChange[] => {
    const field = fields[key];
    if (HIDDEN.has(key) || field?.hidden) return [];
    const label = field?.label ?? words(key);
    const format = (value: unknown) => (field?.format ?? general)(value, names);
    const to = after?.[key];
    if (created) {
      // Only the few facts a creation is about; a whole new row would bury the sentence.
      return key in SHOWN_WHEN_NEW ? [{ label, to: format(to) }] : [];
    }
    if (field?.changedOnly) return [{ label, to: 'gewijzigd' }];
    if (!(key in (before ?? {}))) return [{ label, to: format(to) }];
    const from = format(before?.[key]);
    // As many links before as after, but other ones: that it changed is what can be told.
    return [from === format(to) ? { label, to: 'gewijzigd' } : { label, from, to: format(to) }];
  });
}

/** The fields a creation's line shows (the rest is the thing itself). */
const SHOWN_WHEN_NEW: Record<string, true> = {
  comment: true,
  sentTo: true,
  expiresAt: true,
  centsPerKm: true,
  note: true,
  action: true,
};
