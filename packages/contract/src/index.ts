export * from './enums.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './pagination.ts';
export * from './users.ts';
