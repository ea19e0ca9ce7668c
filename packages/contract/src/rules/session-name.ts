/** SPEC §2 top bar: the name shown is firstName, otherwise displayName. */
export function shownName(user: { firstName?: string; displayName?: string }): string {
  return user.firstName?.trim() ? user.firstName : (user.displayName ?? '');
}

/** SPEC §9: the hours bonus ceiling shown. */
export const URENMETER_CEILING = 600;
