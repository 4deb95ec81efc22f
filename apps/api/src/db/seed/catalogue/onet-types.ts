import type { SkillRow } from './types.ts';

/** What scripts/onet-catalogue.ts brings from O*NET: more names for hand-written skills, and new skills. */
export interface OnetCatalogue {
  /** Hand-written skill name -> O*NET's spellings of it and skills learnt as related. */
  readonly extend: Record<string, { readonly aliases: readonly string[]; readonly related: readonly string[] }>;
  /** O*NET's categories (its commodity titles) with the skills the hand-written catalogue lacked. */
  readonly categories: readonly { readonly name: string; readonly description: string; readonly rows: readonly SkillRow[] }[];
}
