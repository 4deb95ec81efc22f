import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/** Stands for one argument (or one item of an array argument) while the query is compiled. */
class Slot {
  constructor(
    readonly argument: number,
    readonly item: number | undefined,
  ) {}
}

type Bind = { argument: number; item: number | undefined } | { value: unknown };

interface Prepared<Row> {
  query: CompiledQuery<Row>;
  binds: Bind[];
}

/** One compiled shape per array length: an `in (...)` list of 20 ids has 20 placeholders. */
const MAX_SHAPES = 200;

/**
 * A query built and compiled once per database (and per length of its array arguments), then run with new
 * argument values. Building and compiling a query with Kysely costs more than running a small one on SQLite, so
 * the queries every request runs (the session, a job page) are compiled once.
 *
 * The builder must depend on its arguments only through the values it binds: while it compiles, each argument
 * is a stand-in object (each array item too) that is found again among the compiled parameters by identity.
 * Anything else the builder computes is frozen into the query at the first call.
 */
export function preparedQuery<Args extends unknown[], Row>(build: (db: Db, ...args: Args) => Compilable<Row>): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Db, Map<string, Prepared<Row>>>();

  const compile = (db: Db, args: Args): Prepared<Row> => {
    const slots = args.map((arg, argument) => (Array.isArray(arg) ? arg.map((_, item) => new Slot(argument, item)) : new Slot(argument, undefined)));
    const query = build(db, ...(slots as Args)).compile();
    const binds = query.parameters.map((parameter): Bind => (parameter instanceof Slot ? { argument: parameter.argument, item: parameter.item } : { value: parameter }));
    const bound = new Set(binds.flatMap((bind) => ('argument' in bind ? [`${bind.argument}:${bind.item ?? ''}`] : [])));
    const expected = slots.flat().length;
    // A stand-in that never reached the parameters was used some other way (spread, compared, turned into text):
    // the compiled query would not follow the argument, so refuse rather than answer for the wrong value.
    if (bound.size !== expected) throw new Error('preparedQuery: every argument must be bound as a query value');
    return { query, binds };
  };

  return async (db, ...args) => {
    let shapes = compiled.get(db);
    if (!shapes) compiled.set(db, (shapes = new Map()));
    const shape = args.map((arg) => (Array.isArray(arg) ? arg.length : '')).join(',');
    let prepared = shapes.get(shape);
    if (!prepared) {
      prepared = compile(db, args);
      if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value as string);
      shapes.set(shape, prepared);
    }
    const parameters = prepared.binds.map((bind) => {
      if ('value' in bind) return bind.value;
      const arg = args[bind.argument];
      return bind.item === undefined ? arg : (arg as unknown[])[bind.item];
    });
    const { rows } = await db.executeQuery<Row>({ ...prepared.query, parameters });
    return rows;
  };
}
