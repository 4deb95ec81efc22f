/**
 * Gives each distinct string a small dense number, so the indexes can keep skills, places and job types
 * in typed arrays. Numbers are never reused: a string seen once keeps its number for the index's life.
 */
export class Interner {
  readonly #ids = new Map<string, number>();
  readonly #names: string[] = [];
  readonly #labels: string[] = [];

  /** The number of `name`, adding it (with `label`, how it reads) when new. */
  intern(name: string, label: string = name): number {
    let id = this.#ids.get(name);
    if (id === undefined) {
      id = this.#names.length;
      this.#ids.set(name, id);
      this.#names.push(name);
      this.#labels.push(label);
    }
    return id;
  }

  /** The number of `name`, or undefined when it was never interned. */
  lookup(name: string): number | undefined {
    return this.#ids.get(name);
  }

  name(id: number): string {
    return this.#names[id] ?? '';
  }

  /** How the string read the first time it was interned. */
  label(id: number): string {
    return this.#labels[id] ?? '';
  }

  get size(): number {
    return this.#names.length;
  }
}

/** How indexes hold an absent place part. */
export const ABSENT = -1;
/** A place part the query has but no indexed record does: equal to nothing, yet not absent. */
export const UNSEEN = -2;

/** The number of a place part for a query: ABSENT for '', UNSEEN when no indexed record has it. */
export function lookupPart(interner: Interner, name: string): number {
  if (name === '') return ABSENT;
  return interner.lookup(name) ?? UNSEEN;
}

/** The number of a place part for an indexed record, interning it. */
export function internPart(interner: Interner, name: string, label: string): number {
  return name === '' ? ABSENT : interner.intern(name, label);
}
