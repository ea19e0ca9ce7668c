/** Where a set-password link opens in the portal; the token follows in the fragment. */
export const SET_PASSWORD_PATH = '/portal/wachtwoord-instellen';

/**
 * The answer to an unknown, used or expired set-password link (one answer for all three); the
 * portal says the same when a link arrives without its token.
 */
export const INVALID_SET_PASSWORD_LINK = {
  code: 'rest_invalid_token',
  message:
    'Deze link is niet meer geldig. Vraag een nieuwe aan met “Wachtwoord vergeten?” op de inlogpagina.',
} as const;
