/**
 * Query keys of API resources that more than one feature reads: one key per resource, so what one feature
 * writes into the cache (or invalidates) is what the others read. A feature's own resources keep their keys in
 * the feature's `api/keys.ts`.
 */
export const resourceKeys = {
  /** GET /api/users/{id}/ (UserAnswer): read by profile, org-profile and account. */
  user: (userId: number) => ['users', userId] as const,
};
