import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial.ts';
import * as matchingChanges from './0002_matching_changes.ts';

/** Migrations listed explicitly (not read from disk) so they run the same under tsx, a bundler or a test runner. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return { '0001_initial': initial, '0002_matching_changes': matchingChanges };
  },
};
