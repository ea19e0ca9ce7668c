export const profileKeys = {
  own: ['profile', 'own'] as const,
};
