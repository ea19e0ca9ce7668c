export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The journeys' server sends its mail here (a journey that reads mail listens on it). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const DEMO_PASSWORD = 'E2e-demo-wachtwoord';
export const DOMAIN = 'vandalen.example';
export const demoEmail = (key: string) => `${key}@${DOMAIN}`;
