import type { Assignment } from '@portal/contract';
import {
  ASSIGNMENT_STATUSES,
  assignmentStatusLabel,
  isAssignmentStatus,
  isStaff,
  type AssignmentStatus,
} from '@portal/contract/rules';
import { formatDate } from '@/shared/format/date';
import type { BadgeTone } from '@/shared/ui/badge';

/** SPEC §9: five skeleton rows while the list loads. */
export const ASSIGNMENT_SKELETON_ROWS = 5;

/** SPEC §2 "Assignments list": what a row shows for a value that is missing. */
export const PLACEHOLDERS = {
  professional: 'Geen professional',
  functie: 'Geen functie opgegeven',
  opdrachtgever: 'Geen opdrachtgever opgegeven',
  startdatum: 'Geen startdatum',
  einddatum: 'Geen einddatum',
} as const;

/** SPEC §4: not-started yellow, in-progress blue, completed green; anything else "Onbekend". */
const STATUS_TONES: Record<AssignmentStatus, BadgeTone> = {
  'not-started': 'warning',
  'in-progress': 'blue',
  completed: 'success',
};

export function statusTone(status: string): BadgeTone {
  return isAssignmentStatus(status) ? STATUS_TONES[status] : 'muted';
}

/* Filters (SPEC §4: on the client, the status radio and a keyword in the title). */

export type StatusFilter = 'all' | AssignmentStatus;

export interface AssignmentFilters {
  status: StatusFilter;
  /** The keyword as searched ("Zoeken"), not as being typed. */
  search: string;
}

export const NO_FILTERS: AssignmentFilters = { status: 'all', search: '' };

export const STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'Alle opdrachten' },
  ...ASSIGNMENT_STATUSES.map((value) => ({ value, label: assignmentStatusLabel(value) })),
];

/** The filters live in the address (?status=&zoek=), so the way back from a detail keeps them. */
export function readFilters(params: URLSearchParams): AssignmentFilters {
  const status = params.get('status');
  return {
    status: isAssignmentStatus(status) ? status : 'all',
    search: params.get('zoek') ?? '',
  };
}

export function writeFilters(filters: AssignmentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.search.trim()) params.set('zoek', filters.search.trim());
  return params;
}

/** Compared without case, and with the letter ĳ the same as i + j (NFKC). */
const searchable = (text: string) => text.normalize('NFKC').toLocaleLowerCase('nl');

export function matchesFilters(assignment: Assignment, filters: AssignmentFilters): boolean {
  if (filters.status !== 'all' && assignment.acf.status !== filters.status) return false;
  const keyword = searchable(filters.search.trim());
  return !keyword || searchable(assignment.title.rendered).includes(keyword);
}

/* Rows */

/** Id to name of the functies or opdrachtgevers; empty when their list did not load. */
export type NameLookup = ReadonlyMap<number, string>;

export interface AssignmentRow {
  id: number;
  title: string;
  professional: string;
  functie: string;
  opdrachtgever: string;
  startdatum: string;
  einddatum: string;
  status: string;
  statusLabel: string;
  statusTone: BadgeTone;
}

const nameOf = (ref: { id: number } | null, names: NameLookup) =>
  (ref && names.get(ref.id)) || null;

/**
 * One row of the table or one phone card. A functie or opdrachtgever whose list failed to load
 * reads as missing (SPEC §8: "Geen functie opgegeven", "Geen opdrachtgever opgegeven").
 */
export function toRow(
  assignment: Assignment,
  lookups: { functies: NameLookup; opdrachtgevers: NameLookup },
): AssignmentRow {
  const { acf } = assignment;
  return {
    id: assignment.id,
    title: assignment.title.rendered,
    professional: acf.user?.display_name || PLACEHOLDERS.professional,
    functie: nameOf(acf.functie, lookups.functies) ?? PLACEHOLDERS.functie,
    opdrachtgever: nameOf(acf.opdrachtgever, lookups.opdrachtgevers) ?? PLACEHOLDERS.opdrachtgever,
    startdatum: acf.startdatum ? formatDate(acf.startdatum) : PLACEHOLDERS.startdatum,
    einddatum: acf.einddatum ? formatDate(acf.einddatum) : PLACEHOLDERS.einddatum,
    status: acf.status,
    statusLabel: assignmentStatusLabel(acf.status),
    statusTone: statusTone(acf.status),
  };
}

/** "Totaal 0 items" (SPEC §2), "Totaal 1 item", "Totaal 12 items". */
export const totalLabel = (count: number) => `Totaal ${count} ${count === 1 ? 'item' : 'items'}`;

/* Who may do what on the detail (SPEC §5, §6; the server decides again on every call). */

/** Beheerder and administrator see every assignment (the server's rule, docs/assignments.md). */
const seesAllAssignments = (roles: readonly string[]) =>
  roles.includes('beheerder') || roles.includes('administrator');

export interface Viewer {
  id: number;
  roles: readonly string[];
  /** The professionals in the viewer's profile (their `users`); empty for a professional. */
  managed: readonly number[];
}

export interface AssignmentAccess {
  /** SPEC §5: otherwise the detail sends the user back to the list. */
  canOpen: boolean;
  /** The professional themselves or their consultant: the intro, and the pen. */
  isOwnerOrConsultant: boolean;
  /** The three texts can be saved: owner or consultant, and not completed. */
  canWrite: boolean;
  /** Staff change the status here (issue 11). */
  canChangeStatus: boolean;
}

export function assignmentAccess(assignment: Assignment, viewer: Viewer): AssignmentAccess {
  const professional = assignment.acf.user?.ID ?? null;
  const staff = isStaff(viewer.roles);
  const isOwn = professional !== null && professional === viewer.id;
  const isConsultant = staff && professional !== null && viewer.managed.includes(professional);
  const isOwnerOrConsultant = isOwn || isConsultant;
  // SPEC §5: one's own, or as staff one's own professionals'. Beheerder and administrator see
  // every assignment in the list (the server's rule, docs/assignments.md), so they open them all.
  const canOpen = isOwn || isConsultant || seesAllAssignments(viewer.roles);
  return {
    canOpen,
    isOwnerOrConsultant,
    canWrite: canOpen && isOwnerOrConsultant && assignment.acf.status !== 'completed',
    canChangeStatus: canOpen && staff,
  };
}
