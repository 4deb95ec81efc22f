import { compactName, normalizeName } from './normalize.ts';

/** One skill of the catalogue (GET /api/matching-skills/), with the other names it goes by. */
export interface CatalogueSkill {
  readonly id: number;
  readonly name: string;
  /** Other spellings of the same skill: "JS" for JavaScript. They count as the skill itself. */
  readonly aliases?: readonly string[];
  /** Names of related catalogue skills: "Flask" for Django. They earn part of the credit. */
  readonly related?: readonly string[];
}

/**
 * The identity of a skill as the engine compares it. Catalogue skills are `id:<catalogue id>`; a keyword
 * the catalogue does not know is `kw:<its compact spelling>`, so free text still matches free text.
 */
export type SkillKey = string;

/** A name resolved against the catalogue. */
export interface ResolvedSkill {
  readonly key: SkillKey;
  /** The catalogue id, or null for a keyword the catalogue does not know. */
  readonly skillId: number | null;
  /** The catalogue's name, or the keyword as written (trimmed). */
  readonly name: string;
}

/** A catalogue skill with its key and every spelling that names it, as extraction needs them. */
export interface VocabularySkill {
  readonly id: number;
  readonly key: SkillKey;
  readonly name: string;
  readonly spellings: readonly string[];
}

const CACHE_LIMIT = 100_000;
const NO_RELATED: readonly SkillKey[] = [];

/**
 * Maps any name or alias of a skill, whatever its case, spacing or punctuation, to one canonical key.
 * Built once from the catalogue; immutable afterwards apart from a bounded cache of resolved spellings.
 */
export class SkillVocabulary {
  readonly #skills: VocabularySkill[] = [];
  readonly #byName = new Map<string, VocabularySkill>();
  readonly #byCompact = new Map<string, VocabularySkill>();
  readonly #byKey = new Map<SkillKey, VocabularySkill>();
  readonly #related = new Map<SkillKey, SkillKey[]>();
  // Jobs repeat the same keywords endlessly; remembering the spelling skips normalising it again.
  readonly #cache = new Map<string, ResolvedSkill | null>();

  constructor(catalogue: readonly CatalogueSkill[]) {
    for (const entry of catalogue) {
      if (this.#byKey.has(keyOfId(entry.id))) continue; // a repeated id keeps its first entry
      const skill: VocabularySkill = {
        id: entry.id,
        key: keyOfId(entry.id),
        name: entry.name.trim(),
        spellings: [entry.name, ...(entry.aliases ?? [])],
      };
      this.#skills.push(skill);
      this.#byKey.set(skill.key, skill);
    }
    // Names first, aliases second: an alias never takes over another skill's own name.
    for (const skill of this.#skills) this.#register(skill, skill.name);
    for (const skill of this.#skills)
      for (const alias of skill.spellings.slice(1)) this.#register(skill, alias);
    for (const entry of catalogue) for (const name of entry.related ?? []) this.#relate(entry.id, name);
  }

  /** Every catalogue skill, in catalogue order. */
  get skills(): readonly VocabularySkill[] {
    return this.#skills;
  }

  /** Resolves a skill name or alias; an unknown name becomes its own free-text key. Null for blank text. */
  resolve(text: string): ResolvedSkill | null {
    const cached = this.#cache.get(text);
    if (cached !== undefined) return cached;
    const resolved = this.#resolveUncached(text);
    if (this.#cache.size >= CACHE_LIMIT) this.#cache.clear();
    this.#cache.set(text, resolved);
    return resolved;
  }

  /** The catalogue skill a name or alias stands for, or undefined (free text is not looked up). */
  lookup(text: string): VocabularySkill | undefined {
    const normalized = normalizeName(text);
    return this.#byName.get(normalized) ?? this.#byCompact.get(compactName(normalized));
  }

  /** The skill behind a catalogue key, or undefined for a free-text key. */
  skillOf(key: SkillKey): VocabularySkill | undefined {
    return this.#byKey.get(key);
  }

  /** Keys of the skills related to this one (both directions of the catalogue's `related`). */
  relatedKeys(key: SkillKey): readonly SkillKey[] {
    return this.#related.get(key) ?? NO_RELATED;
  }

  #resolveUncached(text: string): ResolvedSkill | null {
    const normalized = normalizeName(text);
    if (normalized === '') return null;
    const skill = this.#byName.get(normalized) ?? this.#byCompact.get(compactName(normalized));
    if (skill) return { key: skill.key, skillId: skill.id, name: skill.name };
    return { key: `kw:${compactName(normalized)}`, skillId: null, name: text.trim().replace(/\s+/g, ' ') };
  }

  #register(skill: VocabularySkill, spelling: string): void {
    const normalized = normalizeName(spelling);
    if (normalized === '') return;
    if (!this.#byName.has(normalized)) this.#byName.set(normalized, skill);
    const compact = compactName(normalized);
    if (!this.#byCompact.has(compact)) this.#byCompact.set(compact, skill);
  }

  // Relatedness is symmetric: if Django lists Flask, a Flask developer is also partly a Django one.
  #relate(id: number, name: string): void {
    const from = this.#byKey.get(keyOfId(id));
    const to = this.lookup(name);
    if (!from || !to || from === to) return;
    this.#link(from.key, to.key);
    this.#link(to.key, from.key);
  }

  #link(from: SkillKey, to: SkillKey): void {
    const list = this.#related.get(from);
    if (!list) this.#related.set(from, [to]);
    else if (!list.includes(to)) list.push(to);
  }
}

function keyOfId(id: number): SkillKey {
  return `id:${id}`;
}

/** Builds the vocabulary once from the catalogue. */
export function createVocabulary(catalogue: readonly CatalogueSkill[]): SkillVocabulary {
  return new SkillVocabulary(catalogue);
}
