import { JOBS_MESSAGES } from '@tandem/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { RequiredMark } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { SkillCombobox } from '../../profile';
import type { CatalogueSkillAnswer } from '@tandem/contract';
import { searchCatalogue } from '../../../lib/api/skill-catalogue';
import { useCatalogueSearch } from '../api/catalogue-search';
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
 * The job's skills (keywords), from the catalogue only (docs/product.md section C14): a combobox over the catalogue
 * like the profile's, one-click suggestions of the skills found in the description, and for a word outside the
 * catalogue its nearest skills to pick from, or 'Choose a skill from the list'. The server refuses the same.
 */
export function SkillsInput({ value, onChange, description, error, onBlur }: SkillsInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [nearest, setNearest] = useState<CatalogueSkillAnswer[]>([]);
  const search = useDebouncedValue(text, 250);
  const catalogue = useCatalogueSearch(search);
  const options = search.trim() ? (catalogue.data?.results ?? []) : [];
  const extracted = useExtractedSkills(useDebouncedValue(description, 800));
  const suggestions = (extracted.data ?? []).filter(
    (name) => !value.some((skill) => skill.toLowerCase() === name.toLowerCase()),
  );
  const errorId = `${id}-error`;

  // Enter may wait for the catalogue while the next skill is typed: add to the latest list, and clear the box
  // only if it still holds the word that was added.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const add = (name: string, typed = name) => {
    latest.current = addSkill(latest.current, name);
    onChange(latest.current);
    setText((current) => (current.trim() === typed ? '' : current));
    setRefused(null);
  };
  // A typed word is added only when it is a catalogue skill's name or alias; otherwise the nearest are offered.
  // The list may lag behind fast typing (it waits for a pause), so Enter asks the catalogue for the word itself.
  const submitTyped = async () => {
    const typed = text.trim();
    if (!typed) return;
    const found = search.trim() === typed ? options : await searchCatalogue(typed).then((page) => page.results, () => []);
    const key = typed.toLowerCase();
    const exact = found.find(
      (skill) => skill.name.toLowerCase() === key || skill.aliases.some((alias) => alias.toLowerCase() === key),
    );
    if (exact) return add(exact.name, typed);
    setRefused(typed);
    setNearest(found.slice(0, 5));
  };

  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">
        Skills
        <RequiredMark />
      </legend>
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
        <div className="min-w-0 flex-1">
          <SkillCombobox
            id={`${id}-input`}
            value={text}
            onChange={(next) => {
              setText(next);
              setRefused(null);
            }}
            onChoose={(skill) => add(skill.name)}
            onBlur={() => onBlur?.()}
            inputRef={null}
            options={options}
            onSubmit={() => void submitTyped()}
            invalid={Boolean(error) || refused !== null}
            describedBy={[refused ? `${id}-refused` : null, error ? errorId : `${id}-hint`].filter(Boolean).join(' ')}
            placeholder="Search the skill list, e.g. Python"
          />
        </div>
        <Button variant="secondary" onClick={() => void submitTyped()} disabled={!text.trim()}>
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Choose skills from the list as you type: scores compare them with the skills candidates hold.
      </p>
      {refused && (
        <div id={`${id}-refused`} role="alert" className="space-y-1 text-sm">
          <p className="font-medium text-danger-700">
            {nearest.length > 0
              ? `'${refused}' is not in the skill list. Did you mean one of these?`
              : `'${refused}' is not in the skill list. ${JOBS_MESSAGES.keywordNotInCatalogue}.`}
          </p>
          {nearest.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {nearest.map((skill) => (
                <li key={skill.id}>
                  <button
                    type="button"
                    onClick={() => add(skill.name, refused ?? '')}
                    className="rounded-full border border-brand-300 px-3 py-1 text-sm text-brand-800 hover:bg-brand-50"
                  >
                    {skill.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
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
