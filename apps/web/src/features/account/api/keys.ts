/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  preferences: () => [...accountKeys.all, 'notification-preferences'] as const,
  resetLink: (token: string) => [...accountKeys.all, 'reset-link', token] as const,
};
