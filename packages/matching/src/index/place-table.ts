import { placeKind, type Place, type PlaceKind } from '../place.ts';
import { PLACE_SHARE } from '../weights.ts';
import { ABSENT, Interner, internPart, lookupPart } from './interner.ts';

const KINDS = Object.keys(PLACE_SHARE) as PlaceKind[];
const UNKNOWN_KIND = -1;

/**
 * The distinct places of an index's records (city, state, country and, for jobs, remote), each with a
 * number. Records keep one number each, so a query classifies each distinct place once, and reading a
 * record's place costs one array read instead of four.
 */
export class PlaceTable {
  /** City, state and country names share one numbering; each is compared only with its own kind. */
  readonly parts = new Interner();
  readonly #ids = new Map<string, number>();
  /** city, state, country, remote (1 or 0) for each place, four numbers per place. */
  readonly #table: number[] = [];

  get size(): number {
    return this.#table.length / 4;
  }

  intern(place: Place<string>, label: Place<string>, remote: boolean): number {
    const city = internPart(this.parts, place.city, label.city);
    const state = internPart(this.parts, place.state, label.state);
    const country = internPart(this.parts, place.country, label.country);
    const key = `${city},${state},${country},${remote ? 1 : 0}`;
    let id = this.#ids.get(key);
    if (id === undefined) {
      id = this.size;
      this.#ids.set(key, id);
      this.#table.push(city, state, country, remote ? 1 : 0);
    }
    return id;
  }

  /** The numbers of a place's city, state and country (ABSENT when not given). */
  numbersOf(id: number): readonly [city: number, state: number, country: number, remote: boolean] {
    const at = id * 4;
    const t = this.#table;
    return [t[at] ?? ABSENT, t[at + 1] ?? ABSENT, t[at + 2] ?? ABSENT, t[at + 3] === 1];
  }

  remote(id: number): boolean {
    return this.#table[id * 4 + 3] === 1;
  }

  /** A place back as names: normalised (to compare) or as first written (to show). */
  place(id: number, label: boolean): Place<string> {
    const [city, state, country] = this.numbersOf(id);
    const name = (part: number) =>
      part === ABSENT ? '' : label ? this.parts.label(part) : this.parts.name(part);
    return { city: name(city), state: name(state), country: name(country) };
  }

  /** A query's place as numbers of this table (UNSEEN for names no record has). */
  lookup(place: Place<string>): Place<number> {
    return {
      city: lookupPart(this.parts, place.city),
      state: lookupPart(this.parts, place.state),
      country: lookupPart(this.parts, place.country),
    };
  }
}

/**
 * The kind of every indexed place relative to one query's place, worked out on first use and remembered
 * for the rest of the query. `side` says whose places the table holds.
 */
export class PlaceKinds {
  readonly #table: PlaceTable;
  readonly #query: Place<number>;
  readonly #side: 'jobs' | 'candidates';
  readonly #remote: boolean;
  readonly #kinds: Int8Array;

  constructor(table: PlaceTable, query: Place<number>, side: 'jobs' | 'candidates', remote = false) {
    this.#table = table;
    this.#query = query;
    this.#side = side;
    this.#remote = remote;
    this.#kinds = new Int8Array(table.size).fill(UNKNOWN_KIND);
  }

  of(id: number): PlaceKind {
    let kind = this.#kinds[id] ?? UNKNOWN_KIND;
    if (kind === UNKNOWN_KIND) {
      kind = KINDS.indexOf(this.#classify(id));
      this.#kinds[id] = kind;
    }
    return KINDS[kind] ?? 'elsewhere';
  }

  #classify(id: number): PlaceKind {
    const [city, state, country, remote] = this.#table.numbersOf(id);
    const q = this.#query;
    return this.#side === 'jobs'
      ? placeKind(q.city, q.state, q.country, city, state, country, remote, ABSENT)
      : placeKind(city, state, country, q.city, q.state, q.country, this.#remote, ABSENT);
  }
}
