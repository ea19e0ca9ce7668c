import {
  dutchMonthName,
  MOOD_LABELS,
  monthInSentence,
  quarterLabel,
  type CalendarDate,
  type Mood,
} from '@portal/contract';

/**
 * The Dutch sentences of the notifications (docs/notifications.md, "Who gets what"): what
 * happened and who did it, written when a notification is made. A person's own words (a
 * reason, a comment, a title) are cut to a sentence's length; the thing itself has them all.
 */

const QUOTE_MAX = 200;

/** A person's words on one line, at most QUOTE_MAX characters. */
export function quoted(words: string): string {
  const line = words.replace(/\s+/g, ' ').trim();
  return line.length <= QUOTE_MAX ? line : `${line.slice(0, QUOTE_MAX - 1).trimEnd()}…`;
}

/** Who did it: their name, or "Iemand" for an account that is gone. */
const who = (name: string) => name.trim() || 'Iemand';

/** Declaration months: to the reviewers (submitted, withdrawn) and to the owner. */
export const monthTexts = {
  submitted: (owner: string, year: number, month: number) =>
    `${who(owner)} heeft de declaraties van ${monthInSentence(year, month)} ingediend.`,
  withdrawn: (owner: string, year: number, month: number) =>
    `${who(owner)} heeft de declaraties van ${monthInSentence(year, month)} ingetrokken.`,
  approved: (reviewer: string, year: number, month: number) =>
    `${who(reviewer)} heeft je declaraties van ${monthInSentence(year, month)} goedgekeurd.`,
  rejected: (reviewer: string, year: number, month: number, reason: string) =>
    `${who(reviewer)} heeft je declaraties van ${monthInSentence(year, month)} afgekeurd: ${quoted(reason)}`,
  commented: (reviewer: string, year: number, month: number, comment: string, onLine: boolean) =>
    `${who(reviewer)} heeft een opmerking geplaatst bij ${onLine ? 'een regel van ' : ''}je declaraties van ${monthInSentence(year, month)}: ${quoted(comment)}`,
  /** `closesOn`: the last day lines can be added. */
  closing: (year: number, month: number, closesOn: CalendarDate) =>
    `Je declaraties van ${monthInSentence(year, month)} zijn nog niet ingediend. De maand sluit op ${closesOn.day} ${dutchMonthName(closesOn.month).toLowerCase()}.`,
};

/** Assignments and their quarterly evaluations. */
export const assignmentTexts = {
  created: (author: string, title: string) =>
    `${who(author)} heeft een nieuwe opdracht voor je aangemaakt: ${quoted(title) || 'Opdracht'}`,
  /** `professional`: whose evaluation, when someone else (a consultant) saved it. */
  evaluationSaved: (input: {
    actor: string;
    professional?: string;
    quarter: string;
    title: string;
  }) =>
    `${who(input.actor)} heeft de evaluatie van het ${quarterLabel(input.quarter)}${
      input.professional === undefined ? '' : ` van ${who(input.professional)}`
    } opgeslagen: ${quoted(input.title) || 'Opdracht'}`,
  evaluationDue: (quarter: string, title: string) =>
    `Vul de evaluatie van het ${quarterLabel(quarter)} in: ${quoted(title) || 'Opdracht'}`,
};

/** A mood of 3 or 4, to the consultants (the follow-up mail's subject, as a sentence). */
export const moodWorryingText = (professional: string, mood: Mood) =>
  `${who(professional)} gaf in de stemmingscheck "${MOOD_LABELS[mood]}" aan.`;

/** News published; `author` null for an item without one. */
export const newsPublishedText = (author: string | null, title: string) =>
  author === null || author.trim() === ''
    ? `Nieuw bericht: ${quoted(title)}`
    : `${author.trim()} heeft een nieuwsbericht geplaatst: ${quoted(title)}`;

/** A payroll export's files are made; from and to as `{year, month}`. */
export const payrollExportReadyText = (
  from: { year: number; month: number },
  to: { year: number; month: number },
) => {
  const period =
    from.year === to.year && from.month === to.month
      ? monthInSentence(from.year, from.month)
      : `${monthInSentence(from.year, from.month)} t/m ${monthInSentence(to.year, to.month)}`;
  return `Je salarisexport over ${period} is klaar om te downloaden.`;
};
