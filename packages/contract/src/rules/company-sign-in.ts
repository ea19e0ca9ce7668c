/** Issue 27 item 4: the company account's sign-in starts here (a browser navigation). */
export const COMPANY_SIGN_IN_START_PATH = '/wp-json/intranet/v1/oidc/start';
/** After logging out of a company sign-in: on to the provider's end-session endpoint. */
export const COMPANY_SIGN_OUT_PATH = '/wp-json/intranet/v1/oidc/logout';

/** Where the company account's sign-in ends on the login page. */
export const SSO_DONE_PARAM = 'sso';
/** `?sso_fout=<code>`: why the company account's sign-in ended without a session. */
export const SSO_ERROR_PARAM = 'sso_fout';

export const SSO_ERRORS = {
  geweigerd: 'Inloggen met je organisatie-account is afgebroken of geweigerd.',
  domein: 'Met een e-mailadres van dit domein kun je hier niet inloggen.',
  onbekend:
    'Er is hier geen account met het e-mailadres van je organisatie-account. Vraag de beheerder om een account.',
  'niet-bevestigd': 'Je organisatie-account heeft geen bevestigd e-mailadres.',
  gedeactiveerd:
    'Je account is gedeactiveerd. Neem contact op met de beheerder als dat niet klopt.',
  mislukt: 'Inloggen met je organisatie-account is mislukt. Probeer het opnieuw.',
} as const;

export type SsoError = keyof typeof SSO_ERRORS;
