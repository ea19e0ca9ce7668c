export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * The portal's address in the journeys: `localhost`, a secure context whose name a passkey can
 * belong to (a WebAuthn relying party is a domain, never an IP address). The server listens on
 * 127.0.0.1, which localhost reaches.
 */
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
/** The OpenID provider the company-account journey starts (the server is configured for it). */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 7);
/** The journeys' server sends its mail here (a journey that reads mail listens on it). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const DEMO_PASSWORD = 'E2e-demo-wachtwoord';
export const DOMAIN = 'vandalen.example';
export const demoEmail = (key: string) => `${key}@${DOMAIN}`;
