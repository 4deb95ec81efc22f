import type { SkillInput } from '@tandem/contract';
import { LIMITS, PROFILE_MESSAGES, UI_MESSAGES } from '@tandem/contract';
import { useId } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/field';
import { Label } from '../../../../components/ui/label';
import { Slider } from '../../../../components/ui/slider';
import { deferredResolver, usePreloadWhenIdle } from '../../../../lib/deferred-resolver';
import { lazyModule } from '../../../../lib/lazy-module';
import type { CatalogueSkill } from '../../api/get-skill-catalogue';
import { findCatalogueSkill, hasSkill, searchCatalogue } from '../../lib/catalogue-search';
import { SkillCombobox } from './skill-combobox';

type SkillValues = z.input<typeof SkillInput>;
type SkillData = z.output<typeof SkillInput>;

// The skill's rules load with zod after the first screen, when the page is idle or the picker gets focus
// (lib/deferred-resolver.ts); an Add before then waits for them.
const validation = deferredResolver(
  lazyModule(() => import('../../lib/skill-validation')),
  (loaded) => loaded.skillResolver,
  UI_MESSAGES.common.rulesNotLoaded,
);

interface SkillPickerProps {
  catalogue: readonly CatalogueSkill[];
  /** Names already on the profile: never offered, never added twice. */
  taken: readonly string[];
  onAdd: (skill: { name: string; score: number }) => Promise<boolean>;
  disabled?: boolean;
}

/** Choose a catalogue skill (search without regard to case) and a proficiency 0..10 (default 5), then add it. */
export function SkillPicker({ catalogue, taken, onAdd, disabled }: SkillPickerProps) {
  const inputId = useId();
  const errorId = useId();
  const levelLabelId = useId();
  usePreloadWhenIdle(validation);
  const { control, handleSubmit, setError, reset, formState } = useForm<SkillValues, unknown, SkillData>({
    resolver: validation.resolver,
    defaultValues: { name: '', score: LIMITS.scoreDefault },
  });
  const name = useController({ control, name: 'name' });
  const score = useWatch({ control, name: 'score' });
  const scoreField = useController({ control, name: 'score' });
  const level = typeof score === 'number' ? score : LIMITS.scoreDefault;
  const options = searchCatalogue(catalogue, String(name.field.value ?? ''), taken, 8);
  const nameError = formState.errors.name?.message;

  const add = handleSubmit(async (data) => {
    const skill = findCatalogueSkill(catalogue, data.name);
    if (!skill) {
      setError('name', { message: PROFILE_MESSAGES.skillNotInCatalogue }, { shouldFocus: true });
      return;
    }
    if (hasSkill(taken, skill.name)) {
      setError('name', { message: PROFILE_MESSAGES.skillAlreadyAdded }, { shouldFocus: true });
      return;
    }
    if (await onAdd({ name: skill.name, score: data.score })) reset({ name: '', score: LIMITS.scoreDefault });
  });

  return (
    <div
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start"
      onFocus={validation.preload}
    >
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>Skill</Label>
        <SkillCombobox
          id={inputId}
          value={String(name.field.value ?? '')}
          onChange={name.field.onChange}
          onBlur={name.field.onBlur}
          inputRef={name.field.ref}
          options={options}
          onSubmit={() => void add()}
          invalid={Boolean(nameError)}
          describedBy={nameError ? errorId : undefined}
          disabled={disabled}
        />
        {nameError && (
          <p id={errorId} className="text-sm font-medium text-danger-700">
            {nameError}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between">
          <span id={levelLabelId} className="text-sm font-medium text-slate-800">
            Proficiency
          </span>
          <span className="text-sm text-slate-700" aria-hidden="true">
            {level}/{LIMITS.scoreMax}
          </span>
        </div>
        <Slider
          value={level}
          onValueChange={scoreField.field.onChange}
          min={LIMITS.scoreMin}
          max={LIMITS.scoreMax}
          aria-labelledby={levelLabelId}
          aria-valuetext={`${level} out of ${LIMITS.scoreMax}`}
          className="mt-2"
          disabled={disabled}
        />
      </div>
      <Button
        className="sm:mt-6"
        onClick={() => void add()}
        isPending={formState.isSubmitting}
        pendingText="Adding…"
        disabled={disabled}
      >
        Add skill
      </Button>
      {/* Only when the rules could not be downloaded (offline): nothing was checked or added. */}
      <FormAlert className="sm:col-span-3">{formState.errors.root?.server?.message}</FormAlert>
    </div>
  );
}
