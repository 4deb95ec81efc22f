import { useId, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { cn } from '../../../../lib/cn';
import { controlClasses } from '../../../../components/ui/input';
import type { CatalogueSkill } from '../../api/get-skill-catalogue';

interface SkillComboboxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** The catalogue skills that match the text (already filtered). */
  options: readonly CatalogueSkill[];
  /** Enter with no option highlighted: add what is typed. */
  onSubmit: () => void;
  invalid: boolean;
  describedBy: string | undefined;
  disabled?: boolean;
  /** Called with the option chosen from the list (after onChange); the job form adds it at once. */
  onChoose?: (skill: CatalogueSkill) => void;
  placeholder?: string;
}

/** A text box that suggests catalogue skills as you type (ARIA combobox with a list box; arrows, Enter, Escape). */
export function SkillCombobox({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  options,
  onSubmit,
  invalid,
  describedBy,
  disabled,
  onChoose,
  placeholder = 'Search the skill list, e.g. React',
}: SkillComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (skill: CatalogueSkill) => {
    onChange(skill.name);
    setOpen(false);
    setActive(-1);
    onChoose?.(skill);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        options.length === 0 ? -1 : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter') {
      // Never submit the surrounding profile form from here.
      event.preventDefault();
      const highlighted = showList && active >= 0 ? options[active] : undefined;
      if (highlighted) choose(highlighted);
      else onSubmit();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
        onKeyDown={onKeyDown}
        className={controlClasses(invalid, 'h-10')}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching skills"
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((skill, index) => (
          <li
            key={skill.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(skill)}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm text-slate-800',
              index === active ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50',
            )}
          >
            {skill.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
