import {
  moodtrackerChangeSchema,
  moodtrackerCreateSchema,
  moodtrackerPostSchema,
} from '../content.js';
import { NO_ROUTE } from './content-common.js';
import { defineEndpoint, INVALID_INPUT_ERROR, SIGNED_IN_ERRORS } from './define.js';
import { wpIdParamsSchema } from './params.js';

export const createMoodtracker = defineEndpoint({
  id: 'createMoodtracker',
  method: 'POST',
  path: '/wp-json/wp/v2/moodtrackers',
  summary: 'This week’s mood of the signed-in user; a 3 or 4 e-mails their consultant',
  description:
    'One answer per user per week (Monday 00:00 to Sunday 23:59:59, Europe/Amsterdam). ' +
    'Reading the answers is GET /wp/v2/moodtrackers.',
  tag: 'Moodtracker',
  access: { kind: 'signed-in', rule: 'fields.user must be the signed-in user.' },
  body: moodtrackerCreateSchema,
  success: { status: 201, schema: moodtrackerPostSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    { status: 403, codes: ['rest_forbidden'], description: 'fields.user is someone else.' },
    {
      status: 422,
      codes: ['mood_already_answered'],
      description: 'This week was already answered.',
    },
  ],
});

/** Issue 25 item 6: this week's answer can be changed the same week, by its owner only. */
export const changeMoodtracker = defineEndpoint({
  id: 'changeMoodtracker',
  method: 'PATCH',
  path: '/wp-json/wp/v2/moodtrackers/:id',
  summary: 'Change the signed-in user’s answer of this week',
  description:
    'Only the answer of the current week (Monday to Sunday, Europe/Amsterdam) and only one’s own. ' +
    'Changing to a 3 or 4 from another answer e-mails the consultant, as a first answer does.',
  tag: 'Moodtracker',
  access: { kind: 'signed-in', rule: 'Only the user who gave the answer.' },
  params: wpIdParamsSchema,
  body: moodtrackerChangeSchema,
  success: { status: 200, schema: moodtrackerPostSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    { status: 403, codes: ['rest_forbidden'], description: 'Someone else’s answer.' },
    { status: 404, codes: ['rest_post_invalid_id'], description: 'No such answer.' },
    NO_ROUTE,
    {
      status: 422,
      codes: ['mood_week_over'],
      description: 'The answer is of an earlier week.',
    },
  ],
});
