/** Query keys of the auth feature; everything under 'auth' survives a sign-in, the rest is cleared. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  config: () => [...authKeys.all, 'config'] as const,
};
