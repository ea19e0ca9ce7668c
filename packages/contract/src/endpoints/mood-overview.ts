import { z } from 'zod';
import { defineEndpoint, ROLE_GUARDED_ERRORS } from './define.js';
import { idParamsSchema } from './params.js';

const BASE = '/wp-json/custom/v1/mood';
const tag = 'Moodtracker';
/** Who opens the mood overview (and so is told of a worrying answer, issue 26). */
export const MOOD_OVERVIEW_ROLES = ['administrator', 'beheerder', 'medewerker'] as const;

/** Issue 13: beheerder and administrator see everyone; a medewerker their own professionals. */
const moodReaders = {
  kind: 'signed-in',
  roles: MOOD_OVERVIEW_ROLES,
  deniedMessage: 'Je mag het stemmingsoverzicht niet zien.',
  rule: 'Administrator and beheerder see every professional; a medewerker the professionals they own.',
} as const;

/** What a consultant did about a worrying answer. */
export const MOOD_FOLLOW_UP_ACTIONS = ['gebeld', 'gesprek', 'gemaild', 'anders'] as const;
export const MOOD_FOLLOW_UP_LABELS: Record<(typeof MOOD_FOLLOW_UP_ACTIONS)[number], string> = {
  gebeld: 'Gebeld',
  gesprek: 'Gesprek ingepland',
  gemaild: 'Gemaild',
  anders: 'Anders',
};

export const moodOverviewQuerySchema = z.strictObject({
  /** How many weeks back from this week (this week included). */
  weeks: z.coerce.number().int().min(1).max(52).default(8),
});

const person = z.object({ id: z.number().int(), name: z.string() });

export const moodOverviewSchema = z.object({
  success: z.literal(true),
  /** The Mondays of the weeks shown, oldest first. */
  weeks: z.array(z.string()),
  consultants: z.array(
    person.extend({
      professionals: z.array(
        person.extend({
          answers: z.array(z.object({ week: z.string(), mood: z.number().int() })),
        }),
      ),
    }),
  ),
  /** Answers 3 and 4 without a follow-up yet, oldest first (any week). */
  open: z.array(
    z.object({
      id: z.number().int(),
      user: person,
      week: z.string(),
      mood: z.number().int(),
    }),
  ),
});

export const moodFollowUpBodySchema = z.strictObject({
  action: z.enum(MOOD_FOLLOW_UP_ACTIONS),
  note: z.string().trim().max(2000).default(''),
});

export const getMoodOverview = defineEndpoint({
  id: 'getMoodOverview',
  method: 'GET',
  path: `${BASE}/overview`,
  summary:
    'Per consultant, their professionals’ mood answers per week, and the open 3 and 4 answers',
  tag,
  access: moodReaders,
  query: moodOverviewQuerySchema,
  success: { status: 200, schema: moodOverviewSchema },
  errors: ROLE_GUARDED_ERRORS,
});

export const followUpMood = defineEndpoint({
  id: 'followUpMood',
  method: 'POST',
  path: `${BASE}/answers/:id/follow-up`,
  summary: 'Mark a worrying answer (3 or 4) as followed up, with the action taken and a note',
  tag,
  access: moodReaders,
  params: idParamsSchema,
  body: moodFollowUpBodySchema,
  success: {
    status: 200,
    schema: z.object({ success: z.literal(true), message: z.string() }),
  },
  errors: [
    ...ROLE_GUARDED_ERRORS,
    { status: 404, codes: ['mood_answer_invalid_id'] },
    { status: 422, codes: ['mood_not_worrying'] },
  ],
});

export const moodOverviewEndpoints = [getMoodOverview, followUpMood] as const;
