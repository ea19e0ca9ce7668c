import { moodtrackerCreateSchema, moodtrackerPostSchema } from '../content.js';
import { defineEndpoint, INVALID_INPUT_ERROR, SIGNED_IN_ERRORS } from './define.js';

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
