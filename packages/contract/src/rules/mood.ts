import { todayInAmsterdam, toIsoDate, type CalendarDate } from './calendar.js';

/**
 * The weekly mood check-in (SPEC §4 "Mood check-in"): once per week, Monday 00:00 to Sunday
 * 23:59:59 in Europe/Amsterdam, on a scale of 1 to 4.
 */
export const MOODS = [1, 2, 3, 4] as const;
export type Mood = (typeof MOODS)[number];

/** What each value means (SPEC §4); the consultant's e-mail quotes it. */
export const MOOD_LABELS: Readonly<Record<Mood, string>> = {
  1: 'Ik heb het erg naar mijn zin',
  2: 'Ik ben tevreden',
  3: 'Ik heb het niet naar mijn zin',
  4: 'Ik wil op korte termijn ander werk',
};

/** Values 3 and 4 get the offer to look into it together, and the consultant an e-mail. */
export function moodNeedsFollowUp(mood: number): boolean {
  return mood >= 3;
}

/**
 * Who sees every user's answers, in the mood overview and GET /wp/v2/moodtrackers alike:
 * administrators and beheerders, as beheerders run the follow-up when a consultant is away.
 * Anyone else sees their own answers and those of the professionals they own
 * (docs/product-rules.md, "Mood check-in").
 */
export function seesEveryMoodAnswer(roles: readonly string[]): boolean {
  return roles.some((role) => role === 'administrator' || role === 'beheerder');
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

export interface MoodWeek {
  /** Monday of the week, Amsterdam calendar. */
  monday: CalendarDate;
  /** Sunday of the week (Monday + 6). */
  sunday: CalendarDate;
  /**
   * Query values for GET /wp/v2/moodtrackers?after=…&before=… that select exactly this week's
   * answers: WordPress compares both strictly, in the site's time zone when no offset is given.
   */
  after: string;
  before: string;
}

/** The check-in week that contains `now`. */
export function moodWeek(now: Date): MoodWeek {
  const today = todayInAmsterdam(now);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7));
  return {
    monday,
    sunday: addDays(monday, 6),
    after: `${toIsoDate(addDays(monday, -1))}T23:59:59`,
    before: `${toIsoDate(addDays(monday, 7))}T00:00:00`,
  };
}
