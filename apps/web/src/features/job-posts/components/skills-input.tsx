import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useCatalogueSearch } from '../api/get-skill-catalogue';
import { useExtractedSkills } from '../api/extract-skills';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { addSkill, removeSkill } from '../lib/job-form';

interface SkillsInputProps {
  value: string[];
  onChange: (skills: string[]) => void;
  /** The job description: skills found in it are offered as suggestions. */
  description: string;
  error?: string | undefined;
  onBlur?: () => void;
}

/**
 * The job's skills (keywords): chosen from the catalogue (the box suggests as you type) or typed freely, plus
 * one-click suggestions of the catalogue skills found in the description.
 */
export function SkillsInput({ value, onChange, description, error, onBlur }: SkillsInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 250);
  const catalogue = useCatalogueSearch(search);
  const extracted = useExtractedSkills(useDebouncedValue(description, 800));
  const suggestions = (extracted.data ?? []).filter(
    (name) => !value.some((skill) => skill.toLowerCase() === name.toLowerCase()),
  );
  const errorId = `${id}-error`;

  const add = (name: string) => {
    onChange(addSkill(value, name));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
    }
  };

  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">Skills</legend>
      {value.length > 0 && (
        <ul aria-label="Chosen skills" className="flex flex-wrap gap-2">
          {value.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800"
            >
              {skill}
              <button
                type="button"
                onClick={() => onChange(removeSkill(value, skill))}
                aria-label={`Remove ${skill}`}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <svg viewBox="0 0 20 20" className="size-3.5" aria-hidden="true">
                  <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          Add a skill
        </label>
        <Input
          id={`${id}-input`}
          list={`${id}-catalogue`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          placeholder="Add a skill, e.g. Python"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
        />
        <Button variant="secondary" onClick={() => add(text)} disabled={!text.trim()}>
          Add
        </Button>
      </div>
      <datalist id={`${id}-catalogue`}>
        {(catalogue.data?.results ?? []).map((skill) => (
          <option key={skill.id} value={skill.name} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Pick from the suggestions as you type, or type a skill and press Enter.
      </p>
      {suggestions.length > 0 && (
        <div className="space-y-1">
          <p className="text-sm text-slate-700">Found in the description:</p>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => add(name)}
                  className="rounded-full border border-dashed border-brand-300 px-3 py-1 text-sm text-brand-800 hover:bg-brand-50"
                >
                  <span aria-hidden="true">+ </span>
                  {name}
                  <span className="sr-only"> (add skill)</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
