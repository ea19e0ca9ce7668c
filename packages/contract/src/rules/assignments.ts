import type { CalendarDate } from './calendar.js';

/**
 * Assignments (opdrachten, SPEC §2, §3, §4, §5, §8; issue 11). Zod-free so the web app may use
 * the labels and messages anywhere.
 *
 * Decisions (ours where the spec says "not shown"; docs/assignments.md):
 * - Who sees what is the server's: a professional their own assignments; a medewerker those of
 *   the professionals in their profile's users (user_owners); beheerder and administrator all.
 *   Anything else answers 404 rest_post_invalid_id, as if it did not exist.
 * - The three evaluation texts are written by the professional and their consultants; the
 *   status only by staff who see the assignment. A completed assignment refuses text changes.
 * - Every save of the texts is kept under the quarter of the Amsterdam date it was made in;
 *   acf.user_* hold the latest saved quarter (acf.kwartaal), acf.evaluaties all of them.
 */

/** SPEC §4 "Assignment status". */
export const ASSIGNMENT_STATUSES = ['not-started', 'in-progress', 'completed'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** Every new assignment starts here, whatever the request says (SPEC §4). */
export const NEW_ASSIGNMENT_STATUS: AssignmentStatus = 'not-started';

export const ASSIGNMENT_STATUS_LABELS: Readonly<Record<AssignmentStatus, string>> = {
  'not-started': 'Nog niet gestart',
  'in-progress': 'Lopend',
  completed: 'Afgerond',
};

/** SPEC §4: other values show "Onbekend" in the list. */
export function assignmentStatusLabel(status: string): string {
  return (ASSIGNMENT_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? 'Onbekend';
}

export function isAssignmentStatus(value: unknown): value is AssignmentStatus {
  return (ASSIGNMENT_STATUSES as readonly unknown[]).includes(value);
}

/** The three evaluation texts (SPEC §3), in the order of the form and the PDF. */
export const EVALUATION_FIELDS = ['user_ontwikkeling', 'user_opdracht', 'user_meerwaarde'] as const;
export type EvaluationField = (typeof EVALUATION_FIELDS)[number];

export const EVALUATION_FIELD_LABELS: Readonly<Record<EvaluationField, string>> = {
  user_ontwikkeling: 'Mijn ontwikkeling',
  user_opdracht: 'Mijn opdracht',
  user_meerwaarde: 'Mijn meerwaarde',
};

/** Characters per evaluation text (issue 11). */
export const EVALUATION_TEXT_MAX = 10_000;
export const ASSIGNMENT_TITLE_MAX = 200;

/** SPEC §9: the list call asks 200 per page. */
export const ASSIGNMENTS_PER_PAGE = 200;

/** Messages: SPEC §5 and §8 where it has them, ours (short Dutch) otherwise. */
export const ASSIGNMENT_MESSAGES = {
  professionalRequired: 'Selecteer een professional om een opdracht toe te voegen.',
  professionalUnknown: 'De geselecteerde professional bestaat niet.',
  endBeforeStart: 'De einddatum mag niet voor de startdatum liggen.',
  functieUnknown: 'De gekozen functie bestaat niet.',
  opdrachtgeverUnknown: 'De gekozen opdrachtgever bestaat niet.',
  completed: 'Deze opdracht is afgerond; de evaluatie kan niet meer worden gewijzigd.',
  evaluationNotYours: 'Alleen de professional en zijn consultant mogen de evaluatie schrijven.',
  statusStaffOnly: 'Alleen een medewerker mag de status van een opdracht wijzigen.',
  created: 'De opdracht is succesvol aangemaakt',
  saved: 'De opdracht is succesvol opgeslagen',
  saveFailed: 'Er is iets misgegaan bij het opslaan van de opdracht',
  createFailed: 'Er is iets misgegaan bij het toevoegen van de opdracht.',
  professionalsFailed: 'Er is iets misgegaan bij het ophalen van de professionals.',
  titleFallback: 'Opdracht evalueren',
} as const;

/** Error codes of the assignment writes (422 unless noted), for tests and the web. */
export const ASSIGNMENT_ERROR_CODES = {
  professionalRequired: 'assignment_professional_required',
  professionalUnknown: 'assignment_professional_unknown',
  endBeforeStart: 'assignment_end_before_start',
  functieUnknown: 'assignment_functie_unknown',
  opdrachtgeverUnknown: 'assignment_opdrachtgever_unknown',
  completed: 'assignment_completed',
  /** 403 */
  forbidden: 'rest_forbidden',
} as const;

/** "2026-Q3": the quarter of a calendar date (Q1 is January to March). */
export function quarterOf(date: CalendarDate): string {
  return `${date.year}-Q${Math.floor((date.month - 1) / 3) + 1}`;
}

/** "2026-Q3" as "3e kwartaal 2026"; anything else as given. */
export function quarterLabel(quarter: string): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(quarter);
  return match ? `${match[2]}e kwartaal ${match[1]}` : quarter;
}
