/** Issue 27: the login page's "Wachtwoord vergeten?" opens this (no session needed). */
export const FORGOT_PASSWORD_PATH = '/portal/wachtwoord-vergeten';

/** How long a link of "Wachtwoord vergeten?" works (once). */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/**
 * The one answer to every request, known address or not, so the form tells nobody whether an
 * address has an account.
 */
export const PASSWORD_RESET_ANSWER =
  'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.';

/**
 * The fragment parameter of a reset link next to its token: after saving, the set-password
 * page goes to the login page with SPEC's changed-password notice (an invitation stays).
 */
export const PASSWORD_RESET_FRAGMENT = 'herstel';
