/** Timestamps are made by the application (ISO 8601, UTC) so SQLite and PostgreSQL store the same text. */
export const nowIso = (): string => new Date().toISOString();

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);

/** YYYY-MM-DD in UTC. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
