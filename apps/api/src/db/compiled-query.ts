import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database.js';

/** The SQL of every compiled query, with a statement name of its own (see preparedStatementName). */
const statementNames = new Map<string, string>();

/**
 * The name under which PostgreSQL keeps `sql` prepared, when it is the SQL of a compiled query: these few statements
 * run on most requests, so each connection parses and plans them once. Other SQL runs unnamed.
 */
export function preparedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

/**
 * A query whose SQL is built and compiled once per Kysely instance (so per dialect) and then run with each call's
 * parameters. Building and compiling a query through Kysely's builders costs tens of microseconds, as much as
 * running it on SQLite; the hot per-request reads (the signed-in user, access checks, lists) run thousands of times
 * a second with the same SQL.
 *
 * `build` receives a placeholder for each argument and must use each one as a bound value (never in a raw SQL
 * fragment): the placeholders are found among the compiled parameters and replaced by the real values on each
 * call. Constant values in the query stay as they were compiled.
 */
export function compiledQuery<Args extends string[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<QueryResult<Row>> {
  const compiledByDb = new WeakMap<Db, { query: CompiledQuery<Row>; slots: Array<number | { value: unknown }> }>();

  const compile = (db: Db, arity: number) => {
    const placeholders = Array.from({ length: arity }, (_, i) => `\u0000compiled-query-argument-${i}\u0000`);
    const query = build(db, ...(placeholders as Args)).compile();
    // A prepared `select *` fails ("cached plan must not change result type") once a migration adds a column.
    if (/\bselect\s+(?:distinct\s+)?(?:"\w+"\.)?\*/i.test(query.sql)) {
      throw new Error(`compiledQuery: name the columns instead of selecting *: ${query.sql}`);
    }
    if (!statementNames.has(query.sql)) statementNames.set(query.sql, `client_portal_${statementNames.size + 1}`);
    const slots = query.parameters.map((value) => {
      const index = placeholders.indexOf(value as string);
      return index >= 0 ? index : { value };
    });
    for (let i = 0; i < arity; i++) {
      if (!slots.includes(i)) throw new Error(`compiledQuery: argument ${i} is not a bound parameter of ${query.sql}`);
    }
    const entry = { query, slots };
    compiledByDb.set(db, entry);
    return entry;
  };

  return (db, ...args) => {
    const { query, slots } = compiledByDb.get(db) ?? compile(db, args.length);
    const parameters = slots.map((slot) => (typeof slot === 'number' ? args[slot] : slot.value));
    return db.executeQuery<Row>({ ...query, parameters });
  };
}
