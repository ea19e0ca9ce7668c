import type { Role } from '@portal/contract';
import type { OidcConfig } from '../../sign-in-config.js';

/** The groups (or roles) a provider's claim names: a list, one text, or nothing. */
export function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  // A dotted path reaches into an object (Keycloak's `realm_access.roles`).
  let value: unknown = claims;
  for (const part of claim.split('.')) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (typeof value === 'string') return [value];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/**
 * The roles an account gets from its groups (OIDC_ROLE_MAP), re-applied at every sign-in while a
 * map is set (docs/sign-in.md):
 * - medewerker when no group maps to a role;
 * - administrator only with OIDC_ALLOW_ADMIN=true; without it the map neither grants nor takes
 *   administrator: an administrator's roles (made in Beheer) stay as they are;
 * - a professional's roles are not the company directory's business: they stay as they are.
 * Without a map, an existing account keeps its roles and a new one is a medewerker.
 */
export function rolesAfterSignIn(
  current: readonly string[] | undefined,
  groups: readonly string[],
  settings: Pick<OidcConfig, 'roleMap' | 'allowAdmin'>,
): string[] {
  const unmanaged =
    settings.roleMap.length === 0 ||
    current?.includes('professional') ||
    (!settings.allowAdmin && current?.includes('administrator'));
  if (current && unmanaged) return [...current];
  const mapped = new Set<Role>();
  for (const [group, role] of settings.roleMap) {
    if (groups.includes(group) && (role !== 'administrator' || settings.allowAdmin)) {
      mapped.add(role);
    }
  }
  if (mapped.size === 0) mapped.add('medewerker');
  return [...mapped];
}
