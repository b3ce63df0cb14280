import type { Db } from '../db/db.ts';
import { type JobName, jobsSchemaOf } from './queue.ts';

/** Tests only: every waiting job of `name` (a retry backing off, a job sent for later) may run now. */
export async function makeJobsDue(db: Db, name: JobName): Promise<void> {
  await db.query(
    `UPDATE ${jobsSchemaOf(db)}.job SET start_after = now() WHERE name = $1 AND state IN ('created', 'retry')`,
    [name],
  );
}
