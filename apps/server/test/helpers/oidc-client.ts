/** The portal's client at the tests' OpenID provider (oidc-provider.ts) and in the journeys. */
export const OIDC_CLIENT = { id: 'portal', secret: 'portal-test-geheim-0123456789' };
