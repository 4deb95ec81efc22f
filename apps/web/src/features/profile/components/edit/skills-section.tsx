import type { SkillAnswer } from '@tandem/contract';
import { LIMITS, UI_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { useAddSkill } from '../../api/add-skill';
import { useDeleteSkill } from '../../api/delete-skill';
import { useSkillCatalogue } from '../../api/get-skill-catalogue';
import { useSkills } from '../../api/get-skills';
import { useErrorToast } from '../../hooks/use-error-toast';
import { serverMessage } from '../../lib/save-errors';
import { lazyModule, useLazyModule } from '../../../../lib/lazy-module';
import { FormSection } from './form-section';

// The picker (its form, the list's search, the proficiency slider) loads when the page is idle: it is useful only
// once the skill list has arrived, and the section sits below the first screen; the spinner stands for both.
const pickerCode = lazyModule(() => import('./skill-picker'));

/** Skills are added and removed at once (they are not part of Save Changes). */
export function SkillsSection({ applicationId }: { applicationId: number }) {
  const skills = useSkills(applicationId);
  const catalogue = useSkillCatalogue();
  const addSkill = useAddSkill(applicationId);
  const deleteSkill = useDeleteSkill(applicationId);
  const toast = useToast();
  const [picker] = useLazyModule(pickerCode);
  const [removing, setRemoving] = useState<SkillAnswer | null>(null);
  useErrorToast(skills.isError ? skills.errorUpdatedAt : 0, UI_MESSAGES.profile.errorFetchingSkills);
  useErrorToast(catalogue.isError ? catalogue.errorUpdatedAt : 0, UI_MESSAGES.profile.failedToFetchData);

  const add = async (skill: { name: string; score: number }) => {
    try {
      await addSkill.mutateAsync(skill);
      toast.success(UI_MESSAGES.profile.skillAddedSuccessfully);
      return true;
    } catch (error) {
      toast.error(UI_MESSAGES.profile.errorAddingSkills, serverMessage(error));
      return false;
    }
  };

  const list = skills.data ?? [];
  return (
    <FormSection
      title="Skills"
      description="Choose skills from the list and say how good you are, from 0 to 10."
    >
      {picker ? (
        <picker.SkillPicker
          catalogue={catalogue.data ?? []}
          taken={list.map((skill) => skill.name)}
          onAdd={add}
          disabled={!catalogue.isSuccess || !skills.isSuccess}
        />
      ) : (
        <Spinner label="Loading the skill list" />
      )}
      <div className="mt-4">
        {skills.isPending ? (
          <Spinner label="Loading your skills" />
        ) : skills.isError ? (
          <p className="text-sm text-danger-700">
            {UI_MESSAGES.common.errorPrefix}
            {skills.error.message}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-700">No skills yet: add your first above.</p>
        ) : (
          <ul aria-label="Your skills" className="flex flex-wrap gap-2">
            {list.map((skill) => (
              <li
                key={skill.id}
                className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
              >
                <span>
                  {skill.name}{' '}
                  <span className="text-brand-800">
                    {skill.score}/{LIMITS.scoreMax}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => setRemoving(skill)}
                  aria-label={`Remove ${skill.name}`}
                  className="inline-flex size-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
                >
                  <svg viewBox="0 0 20 20" className="size-3.5" aria-hidden="true">
                    <path
                      d="M5 5l10 10M15 5L5 15"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'this skill'}?`}
        description="It is taken off your profile at once."
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) deleteSkill.mutate(removing.id);
          setRemoving(null);
        }}
      />
    </FormSection>
  );
}
