export const profileKeys = {
  own: ['profile', 'own'] as const,
  /** Profiel → Meldingen: the e-mail of each kind of notification (issue 26). */
  notifications: ['profile', 'notifications'] as const,
  /** Profiel → Account: the person's passkeys (issue 27). */
  passkeys: ['profile', 'passkeys'] as const,
};
