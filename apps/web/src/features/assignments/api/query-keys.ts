export const assignmentKeys = {
  all: ['assignments'] as const,
  list: ['assignments', 'list'] as const,
  detail: (id: number) => ['assignments', 'detail', id] as const,
  /** The viewer's own profile: whose consultant they are (its `users`). */
  viewer: ['assignments', 'viewer'] as const,
  professionals: ['assignments', 'professionals'] as const,
};
