import { REJECTION_NOTE_IDS, REJECTION_NOTES, type RejectionNoteId } from '@tandem/contract';

interface RejectionNoteChoiceProps {
  /** The radio group's name, one per form on the page. */
  name: string;
  value: RejectionNoteId;
  onChange: (note: RejectionNoteId) => void;
}

/** The kind notes a declined applicant may be sent (docs/product.md section C12), one to choose, each shown in full. */
export function RejectionNoteChoice({ name, value, onChange }: RejectionNoteChoiceProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Choose a note</legend>
      {REJECTION_NOTE_IDS.map((id) => (
        <label key={id} className="flex gap-3 text-sm text-slate-800">
          <input type="radio" name={name} value={id} className="mt-1 size-4 accent-brand-700" checked={value === id} onChange={() => onChange(id)} />
          <span>
            <span className="font-medium text-slate-900">{REJECTION_NOTES[id].label}</span>
            <span className="block text-slate-700">{REJECTION_NOTES[id].text}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
