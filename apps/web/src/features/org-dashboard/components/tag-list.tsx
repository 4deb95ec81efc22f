import type { TagSummary } from '@tandem/contract';
import { ColourTag } from '../../../components/ui/badge';

/** An item's tags in their own colours. */
export function TagList({ tags }: { tags: readonly TagSummary[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag.id}>
          <ColourTag name={tag.name} color={tag.color} />
        </li>
      ))}
    </ul>
  );
}
