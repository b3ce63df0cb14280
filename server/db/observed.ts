import type { Db } from './db.ts';

/** One call to the database as an observer sees it: a statement, a script of several, or a whole transaction. */
export interface DbCall {
  operation: 'query' | 'exec' | 'transaction';
  /** The statement or script (none for a transaction). */
  sql?: string;
}

/** Watches every call to the database (the metrics time them, the traces make a span of each). */
export interface DbObserver {
  around<T>(call: DbCall, run: () => Promise<T>): Promise<T>;
}

/**
 * `db` with every call passed through the observers, the statements of a transaction included: the same engine and
 * semantics, the same pool.
 */
export function observedDb(db: Db, observers: readonly DbObserver[]): Db {
  if (observers.length === 0) return db;
  const around = <T>(call: DbCall, run: () => Promise<T>): Promise<T> =>
    observers.reduceRight<() => Promise<T>>((next, observer) => () => observer.around(call, next), run)();
  return {
    query: (sql, params) => around({ operation: 'query', sql }, () => db.query(sql, params)),
    exec: (sql) => around({ operation: 'exec', sql }, () => db.exec(sql)),
    transaction: (work) =>
      around({ operation: 'transaction' }, () => db.transaction((tx) => work(observedDb(tx, observers)))),
    close: () => db.close(),
    underLock: (name, work) => db.underLock(name, work),
    engine: db.engine,
    poolStats: () => db.poolStats(),
  };
}
