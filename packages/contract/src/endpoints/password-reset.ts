import { passwordResetRequestSchema, passwordResetResponseSchema } from '../auth.js';
import { ERROR_CODES } from '../rules/error-codes.js';
import { PASSWORD_RESET_LINK_MINUTES } from '../rules/password-reset.js';
import { defineEndpoint, INVALID_INPUT_ERROR } from './define.js';

/** Issue 27 item 1: "Wachtwoord vergeten?" on the login page. */
export const requestPasswordReset = defineEndpoint({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/wp-json/intranet/v1/password-reset',
  summary: 'Ask for a link to set a new password (forgotten password)',
  description:
    'Every request gets the same answer in the same time, whether the address has an account ' +
    'or not. A known, active account then gets a mail with a set-password link that works once ' +
    `and for ${PASSWORD_RESET_LINK_MINUTES} minutes (POST /wp-json/intranet/v1/set-password); ` +
    'the mail is sent by the job queue, after the answer. Requests are limited per address ' +
    '(429 with Retry-After) and per e-mail address (past the limit no further mail goes out, ' +
    'with the same answer).',
  tag: 'Inloggen',
  access: { kind: 'public', rule: 'Anyone; the mail goes only to the address asked for.' },
  body: passwordResetRequestSchema,
  success: { status: 202, schema: passwordResetResponseSchema },
  errors: [
    INVALID_INPUT_ERROR,
    {
      status: 429,
      codes: [ERROR_CODES.tooManyAttempts],
      description: 'Too many requests from this address; Retry-After gives the seconds to wait.',
    },
  ],
});

export const passwordResetEndpoints = [requestPasswordReset] as const;
