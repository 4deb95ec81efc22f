import { describe, expect, it } from 'vitest';
import { AUTHORED_CATALOGUE } from './authored.ts';
import { SKILL_CATALOGUE } from './index.ts';
import type { CatalogueSkill } from './index.ts';

const allSkills: CatalogueSkill[] = SKILL_CATALOGUE.flatMap((category) => category.skills);
const key = (value: string): string => value.toLowerCase();
const findSkill = (name: string): CatalogueSkill | undefined =>
  allSkills.find((skill) => skill.name === name);

describe('SKILL_CATALOGUE', () => {
  it('offers at least 800 skills across at least 15 categories', () => {
    expect(SKILL_CATALOGUE.length).toBeGreaterThanOrEqual(15);
    expect(allSkills.length).toBeGreaterThanOrEqual(800);
  });

  it('gives every category a unique name, a description and skills, at least 25 in each hand-written one', () => {
    const categoryNames = SKILL_CATALOGUE.map((category) => key(category.name));
    expect(new Set(categoryNames).size).toBe(categoryNames.length);
    for (const category of SKILL_CATALOGUE) {
      expect(category.description.length, category.name).toBeGreaterThan(0);
      expect(category.skills.length, category.name).toBeGreaterThanOrEqual(1);
    }
    for (const category of AUTHORED_CATALOGUE) expect(category.skills.length, category.name).toBeGreaterThanOrEqual(25);
  });

  it('keeps skill names unique regardless of case, so each skill sits in exactly one category', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const category of SKILL_CATALOGUE) {
      for (const skill of category.skills) {
        const previous = seen.get(key(skill.name));
        if (previous !== undefined) duplicates.push(`${skill.name} (${previous}, ${category.name})`);
        seen.set(key(skill.name), category.name);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('never lets an alias match any skill name or another alias, regardless of case', () => {
    const owners = new Map<string, string>(
      allSkills.map((skill) => [key(skill.name), `name of ${skill.name}`]),
    );
    const collisions: string[] = [];
    for (const skill of allSkills) {
      for (const alias of skill.aliases) {
        const owner = owners.get(key(alias));
        if (owner !== undefined) collisions.push(`"${alias}" (alias of ${skill.name}) clashes with ${owner}`);
        owners.set(key(alias), `alias of ${skill.name}`);
      }
    }
    expect(collisions).toEqual([]);
  });

  it('points related skills only at other skills that exist in the catalogue, without repeats', () => {
    const names = new Set(allSkills.map((skill) => skill.name));
    const problems: string[] = [];
    for (const skill of allSkills) {
      for (const related of skill.related) {
        if (!names.has(related)) problems.push(`${skill.name} -> missing ${related}`);
        if (related === skill.name) problems.push(`${skill.name} -> itself`);
      }
      if (new Set(skill.related).size !== skill.related.length)
        problems.push(`${skill.name} repeats a related skill`);
    }
    expect(problems).toEqual([]);
  });

  it('contains no empty strings or surrounding whitespace', () => {
    const bad: string[] = [];
    const check = (value: string, where: string): void => {
      if (value.length === 0 || value.trim() !== value) bad.push(`${where}: "${value}"`);
    };
    for (const category of SKILL_CATALOGUE) {
      check(category.name, 'category name');
      check(category.description, `description of ${category.name}`);
      for (const skill of category.skills) {
        check(skill.name, `skill in ${category.name}`);
        for (const alias of skill.aliases) check(alias, `alias of ${skill.name}`);
        for (const related of skill.related) check(related, `related of ${skill.name}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('recognises the common aliases recruiters use', () => {
    expect(findSkill('JavaScript')?.aliases).toContain('JS');
    expect(findSkill('Microsoft Excel')?.aliases).toContain('Excel');
    expect(findSkill('PostgreSQL')?.aliases).toContain('Postgres');
    expect(findSkill('Kubernetes')?.aliases).toContain('k8s');
    expect(findSkill('Machine Learning')?.aliases).toContain('ML');
  });

  it('covers candidates beyond tech, such as trades, care, hospitality and spoken or signed languages', () => {
    for (const name of [
      'Food Hygiene',
      'First Aid',
      'Grant Writing',
      'Bookkeeping',
      'Plumbing',
      'British Sign Language',
      'Spanish',
    ]) {
      expect(findSkill(name), name).toBeDefined();
    }
    expect(findSkill('Bookkeeping')?.related).toEqual(
      expect.arrayContaining(['Xero', 'QuickBooks', 'Accounting']),
    );
    expect(findSkill('Django')?.related).toContain('Python');
    expect(findSkill('React')?.related).toEqual(expect.arrayContaining(['JavaScript', 'TypeScript']));
  });
});
