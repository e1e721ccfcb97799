import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Stands where a parameter goes when a prepared query is compiled; replaced on each run. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

/**
 * A query built and compiled once per database, then run with new parameters: for the public hot
 * paths, where building and compiling the query cost more than SQLite takes to answer it. `build`
 * receives one placeholder per parameter and uses each where a value would go.
 */
export function prepared<Row, Args extends unknown[]>(
  arity: Args['length'],
  build: (db: Kysely<Database>, ...slots: never[]) => Compilable<Row>,
) {
  const compiledFor = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  return async (db: Kysely<Database>, ...args: Args): Promise<Row[]> => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      const slots = Array.from({ length: arity }, (_, index) => new Slot(index)) as never[];
      compiled = build(db, ...slots).compile();
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
