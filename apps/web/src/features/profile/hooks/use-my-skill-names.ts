import { useSkills } from '../api/get-skills';
import { useProfileIds } from './use-profile-ids';

/** The names of the skills on the signed-in candidate's profile (empty while loading or on failure). */
export function useMySkillNames(): string[] {
  const { applicationId } = useProfileIds();
  const skills = useSkills(applicationId);
  return skills.data?.map((skill) => skill.name) ?? [];
}
