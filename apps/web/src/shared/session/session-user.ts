import type { LoginData, SessionUser, UserProfileResponse } from '@portal/contract';

/** SPEC §3: the session user starts as the login data (without the token)... */
export function userFromLogin(data: LoginData): SessionUser {
  return {
    id: data.id,
    email: data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    displayName: data.displayName,
    roles: data.roles ?? [],
    owned_by: data.owned_by ?? [],
    urenmeter: data.urenmeter ?? 0,
    urenmeter_enabled: data.urenmeter_enabled ?? false,
  };
}

/** ...and is completed by the profile response, which wins where both have a field. */
export function mergeProfile(user: SessionUser, profile: UserProfileResponse): SessionUser {
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: profile.displayName,
    roles: profile.roles ?? user.roles,
    owned_by: profile.owned_by ?? user.owned_by,
    urenmeter: profile.urenmeter ?? user.urenmeter,
    urenmeter_enabled: profile.urenmeter_enabled ?? user.urenmeter_enabled,
    pictureId: profile.profile.public_picture?.id ?? null,
  };
}

/** Guards what comes back from localStorage: an old or hand-edited entry must not crash. */
export function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.displayName === 'string' &&
    Array.isArray(user.roles) &&
    Array.isArray(user.owned_by)
  );
}
