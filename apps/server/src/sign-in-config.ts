import { ROLES, type Role } from '@portal/contract';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const roleList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((role) => role.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ROLES, { error: `must name roles of: ${ROLES.join(', ')}` })));

/**
 * `OIDC_ROLE_MAP`: `group=role,group=role` (a group of the provider's roles claim to one of our
 * roles), e.g. `portal-beheer=beheerder,portal-redactie=editor`.
 */
const roleMap = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.lastIndexOf('=');
        return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const;
      }),
  )
  .pipe(
    z.array(
      z.tuple([
        z.string().min(1, 'each entry is group=role'),
        z.enum(ROLES, { error: `each role is one of: ${ROLES.join(', ')}` }),
      ]),
    ),
  );

/** Issue 27: the environment of the ways to sign in (README "Inloggen"). */
export const signInEnvShape = {
  STRONG_AUTH_ROLES: z.preprocess(emptyAsUndefined, roleList.default([])),
  OIDC_ISSUER: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_LABEL: z.preprocess(
    emptyAsUndefined,
    z.string().max(80).default('Inloggen met je organisatie-account'),
  ),
  OIDC_ALLOWED_DOMAINS: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_CREATE_USERS: z.preprocess(emptyAsUndefined, bool.default(false)),
  OIDC_ROLES_CLAIM: z.preprocess(emptyAsUndefined, z.string().max(200).default('groups')),
  OIDC_ROLE_MAP: z.preprocess(emptyAsUndefined, roleMap.default([])),
  OIDC_ALLOW_ADMIN: z.preprocess(emptyAsUndefined, bool.default(false)),
};

type SignInEnv = z.infer<z.ZodObject<typeof signInEnvShape>>;

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  label: string;
  /** Lower-case domains whose addresses may sign in; empty: every domain. */
  allowedDomains: string[];
  createUsers: boolean;
  rolesClaim: string;
  roleMap: ReadonlyArray<readonly [string, Role]>;
  allowAdmin: boolean;
}

export interface SignInConfig {
  /** Roles that may not sign in with a password alone (issue 27 item 3). */
  strongAuthRoles: Role[];
  /** The company's own account, when OIDC_ISSUER, OIDC_CLIENT_ID and the secret are set. */
  oidc?: OidcConfig;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The sign-in settings, or a message naming what is missing. */
export function signInConfigOf(values: SignInEnv): SignInConfig | { problem: string } {
  const oidcSet = [values.OIDC_ISSUER, values.OIDC_CLIENT_ID, values.OIDC_CLIENT_SECRET];
  if (oidcSet.some(Boolean) && !oidcSet.every(Boolean)) {
    return {
      problem: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all three, or none',
    };
  }
  const issuer = values.OIDC_ISSUER ? new URL(values.OIDC_ISSUER) : undefined;
  if (issuer?.protocol === 'http:' && !LOOPBACK.has(issuer.hostname)) {
    return { problem: 'OIDC_ISSUER: must be https:// (http only for a provider on this machine)' };
  }
  return {
    strongAuthRoles: values.STRONG_AUTH_ROLES,
    oidc: values.OIDC_ISSUER
      ? {
          issuer: values.OIDC_ISSUER,
          clientId: values.OIDC_CLIENT_ID!,
          clientSecret: values.OIDC_CLIENT_SECRET!,
          label: values.OIDC_LABEL,
          allowedDomains: (values.OIDC_ALLOWED_DOMAINS ?? '')
            .split(',')
            .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
            .filter(Boolean),
          createUsers: values.OIDC_CREATE_USERS,
          rolesClaim: values.OIDC_ROLES_CLAIM,
          roleMap: values.OIDC_ROLE_MAP,
          allowAdmin: values.OIDC_ALLOW_ADMIN,
        }
      : undefined,
  };
}
