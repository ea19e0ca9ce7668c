/** Issue 27: where a mailed link to add a passkey opens; the token follows in the fragment. */
export const PASSKEY_ENROLLMENT_PATH = '/portal/passkey-toevoegen';

/** How long a challenge and a mailed link to add a passkey work. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
export const PASSKEY_ENROLLMENT_LINK_MINUTES = 60;

export const PASSKEY_CODES = {
  refused: 'passkey_refused',
  notFound: 'passkey_not_found',
  invalidLink: 'passkey_invalid_link',
  strongAuthRequired: 'strong_auth_required',
} as const;

export const PASSKEY_MESSAGES = {
  refused: 'Inloggen met deze passkey lukte niet. Probeer het opnieuw.',
  addRefused: 'De passkey kon niet worden toegevoegd. Probeer het opnieuw.',
  notFound: 'Deze passkey bestaat niet (meer).',
  invalidLink:
    'Deze link is niet meer geldig. Log opnieuw in met je wachtwoord om een nieuwe te krijgen.',
  strongAuthRequired:
    'Met jouw rol log je in met een passkey of met je organisatie-account, niet met alleen een ' +
    'wachtwoord. We hebben je een e-mail gestuurd met een link om een passkey toe te voegen.',
} as const;
