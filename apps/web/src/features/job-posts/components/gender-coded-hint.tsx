import { genderCodedWords, type GenderCodedWord } from '@tandem/contract';
import { useMemo } from 'react';

const LABEL = { masculine: 'masculine-coded', feminine: 'feminine-coded' } as const;

function describe(word: GenderCodedWord): string {
  return word.alternatives.length > 0 ? `'${word.word}' (try ${word.alternatives.map((item) => `'${item}'`).join(' or ')})` : `'${word.word}'`;
}

/**
 * Points out gender-coded words in the title and description (docs/product.md section C20; the word lists of Gaucher,
 * Friesen and Kay 2011) and offers neutral ones. Advice only: nothing is refused for them.
 */
export function GenderCodedHint({ title, description }: { title: string; description: string }) {
  const words = useMemo(() => genderCodedWords(`${title}\n${description}`), [title, description]);
  if (words.length === 0) return null;
  const groups = (['masculine', 'feminine'] as const)
    .map((coding) => ({ coding, words: words.filter((word) => word.coding === coding) }))
    .filter((group) => group.words.length > 0);
  return (
    <div aria-live="polite" className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
      <p className="font-medium">Some words may put people off applying</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {groups.map((group) => (
          <li key={group.coding}>
            {`${group.words.length === 1 ? 'A' : 'Some'} ${LABEL[group.coding]} ${group.words.length === 1 ? 'word' : 'words'}: `}
            {group.words.map(describe).join(', ')}.
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs">Adverts with more neutral wording draw a wider range of applicants (Gaucher, Friesen and Kay, 2011).</p>
    </div>
  );
}
