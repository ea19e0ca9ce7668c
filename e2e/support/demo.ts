export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const DEMO_PASSWORD = 'E2e-demo-wachtwoord';
export const DOMAIN = 'vandalen.example';
export const demoEmail = (key: string) => `${key}@${DOMAIN}`;
