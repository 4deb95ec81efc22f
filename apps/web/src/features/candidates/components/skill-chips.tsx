import type { MatchedSkill, RelatedSkill } from '../lib/read-matches';

interface SkillChipsProps {
  matched: readonly MatchedSkill[];
  related?: readonly RelatedSkill[];
  missing: readonly string[];
  limit?: number;
}

function Group({ title, tone, items, total }: { title: string; tone: string; items: string[]; total: number }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-medium text-slate-700">{title}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item} className={`rounded-full px-2.5 py-0.5 ring-1 ring-inset ${tone}`}>
            {item}
          </li>
        ))}
        {total > items.length && <li className="px-1 text-slate-600">+{total - items.length} more</li>}
      </ul>
    </div>
  );
}

/**
 * The job's skills against the candidate: held (with their level out of 10), credited through a related skill
 * ('JavaScript, related to React', never counted as matched), and missing.
 */
export function SkillChips({ matched, related = [], missing, limit }: SkillChipsProps) {
  const cut = <T,>(items: readonly T[]) => (limit === undefined ? items : items.slice(0, limit));
  return (
    <div className="space-y-2 text-sm">
      <Group
        title="Skills matched"
        tone="bg-green-50 text-green-900 ring-green-200"
        items={cut(matched).map((skill) => (skill.level === null ? skill.name : `${skill.name} · ${skill.level}/10`))}
        total={matched.length}
      />
      <Group
        title="Related skills"
        tone="bg-sky-50 text-sky-900 ring-sky-200"
        items={cut(related).map((skill) => `${skill.relatedTo}, related to ${skill.name}`)}
        total={related.length}
      />
      <Group title="Skills missing" tone="bg-red-50 text-red-900 ring-red-200" items={[...cut(missing)]} total={missing.length} />
    </div>
  );
}
