import { COMMUNITY_MESSAGES, communityRecordId, skillWeight } from '@tandem/contract';
import { z } from 'zod';

// Skill matrices exist in the API only (docs/product.md section 3: no screen reads them), so their schemas live here.

const importance = skillWeight(COMMUNITY_MESSAGES.importance);
const level = skillWeight(COMMUNITY_MESSAGES.level);

export const JobMatrixInput = z.object({ job: communityRecordId, skill: communityRecordId, importance: importance.optional() });
export const JobMatrixPatchInput = JobMatrixInput.partial();
export const ImportanceInput = z.object({ importance });
export const JobMatrixAnswer = z.object({ id: z.number(), job: z.number(), skill: z.number(), skill_name: z.string(), importance: z.number() });

/** `user` is always the signed-in candidate: a value sent for it is ignored. */
export const UserMatrixInput = z.object({ skill: communityRecordId, level: level.optional() });
export const UserMatrixPatchInput = UserMatrixInput.partial();
export const LevelInput = z.object({ level });
export const UserMatrixAnswer = z.object({ id: z.number(), user: z.number(), skill: z.number(), skill_name: z.string(), level: z.number() });

export const JobMatrixQuery = z.object({ job: communityRecordId.optional() });
