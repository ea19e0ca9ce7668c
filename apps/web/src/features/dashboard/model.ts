import {
  MOOD_LABELS,
  MOODS,
  moodNeedsFollowUp,
  seesAssignments,
  type Mood,
} from '@portal/contract/rules';

export const MOOD_QUESTION = 'Mijn opdracht ervaar ik zo...';

export interface MoodOption {
  mood: Mood;
  label: string;
}

/** The four answers, happiest first (SPEC §4). */
export const MOOD_OPTIONS: readonly MoodOption[] = MOODS.map((mood) => ({
  mood,
  label: MOOD_LABELS[mood],
}));

export function isMood(value: unknown): value is Mood {
  return MOODS.includes(value as Mood);
}

export interface MoodReply {
  /** What the user chose, in their own words. */
  label: string;
  /** Our reply to that answer. */
  text: string;
  /** For 3 and 4 only: the offer to look into it together. */
  offer: string | null;
}

const REPLIES: Readonly<Record<Mood, string>> = {
  1: 'Fijn om te horen! Geniet ervan en blijf vooral doen wat je zo goed doet.',
  2: 'Mooi dat je tevreden bent. Heb je ideeën om je opdracht nog leuker te maken? Je consultant denkt graag met je mee.',
  3: 'Wat vervelend dat je het niet naar je zin hebt. Bedankt dat je het eerlijk laat weten.',
  4: 'Dank je wel dat je dit laat weten. Het is goed om er op tijd over te praten.',
};

/**
 * The answer shown after choosing, or when this week's answer was already given. The offer
 * names the consultant when the user has one; they got an e-mail about it.
 */
export function moodReply(mood: Mood, hasConsultant: boolean): MoodReply {
  let offer: string | null = null;
  if (moodNeedsFollowUp(mood)) {
    offer = hasConsultant
      ? 'We kijken graag samen met je hoe het beter kan. Je consultant neemt binnenkort contact met je op.'
      : 'We kijken graag samen met je hoe het beter kan. Neem gerust contact op met HR om een afspraak te maken.';
  }
  return { label: MOOD_LABELS[mood], text: REPLIES[mood], offer };
}

/** /portal/opdrachten and below, with or without a query or fragment. */
const INTO_ASSIGNMENTS = /^\/portal\/opdrachten(?:[/?#]|$)/;

/**
 * A quick link into Opdrachten is shown only to users who have assignments (issue 25 item 12):
 * for an editor it would open a list that can only be empty. Every other link is shown.
 */
export function quickLinkFits(url: string, roles: readonly string[]): boolean {
  return !INTO_ASSIGNMENTS.test(url) || seesAssignments(roles);
}
