import { MOOD_LABELS, type Mood, type MoodWeek } from '@portal/contract';
import type { MailMessage } from '../mail/mailer.js';
import { showPhone } from '../profile/phone.js';
import { fullName, type Person } from './repository.js';

const dayMonthYear = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonth = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const utc = (date: { year: number; month: number; day: number }) =>
  new Date(Date.UTC(date.year, date.month - 1, date.day));

/** ISO 8601 week number of a Monday. */
function isoWeekNumber(monday: Date): number {
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const firstJanuary = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - firstJanuary) / 86_400_000 / 7) + 1;
}

/** The e-mail to the consultant about a check-in of 3 or 4 (Dutch, plain text). */
export function moodFollowUpMail(input: {
  consultant: Person;
  professional: Person;
  mood: Mood;
  week: MoodWeek;
  productName: string;
}): MailMessage {
  const { consultant, professional, mood, week } = input;
  const name = fullName(professional);
  const label = MOOD_LABELS[mood];
  const monday = utc(week.monday);
  const period = `${dayMonth.format(monday)} t/m ${dayMonthYear.format(utc(week.sunday))}`;
  const contact = [
    `E-mail: ${professional.email}`,
    ...(professional.mobiel ? [`Mobiel: ${showPhone(professional.mobiel)}`] : []),
  ];
  return {
    to: consultant.email,
    subject: `${name} gaf in de stemmingscheck "${label}" aan`,
    text: [
      `Beste ${consultant.voornaam || fullName(consultant)},`,
      '',
      `${name} heeft in de wekelijkse stemmingscheck van week ${isoWeekNumber(monday)} (${period}) geantwoord:`,
      '',
      `  "${label}" (${mood} van 4)`,
      '',
      `${professional.voornaam || name} heeft in het portaal gelezen dat we graag samen kijken wat er nodig is. Neem daarom binnenkort contact op.`,
      '',
      ...contact,
      '',
      `Dit bericht is automatisch verstuurd door ${input.productName}.`,
    ].join('\n'),
  };
}
