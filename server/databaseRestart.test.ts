import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeyHeader, purchaseEndpoints, purchaseMessages } from '#contract/cart.ts';
import { immediateDeliveryConsent } from '#contract/consent.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { jobsSchemaOf } from './jobs/queue.ts';
import { type Buyer, createShopTestApp, newIdempotencyKey, type ShopTestApp, shownPrice } from './orders/testKit.ts';
import { freePort, type Instance, inSchema, isRunning, startInstance, stopInstance } from './test/instances.ts';

/**
 * Issue #30: PostgreSQL restarted under two running server processes (a failover cuts every session the same way:
 * `57P01 terminating connection due to administrator command`). Neither process exits; while the database is away
 * they answer 503 with Retry-After and their health check says not ready; within 30 s of its return both answer again
 * by themselves; purchases started before the restart end paid or refused, never lost; the order worker goes on
 * delivering.
 *
 * The cluster restarted is one of this test's own, made with scripts/ci-postgres.sh (its `restart` verb) on a free
 * port: restarting the suite's cluster would cut the sessions of the test files running beside this one. It runs in
 * the PostgreSQL suite (DATABASE_URL set), wherever PostgreSQL's binaries are installed (CI installs them; as root, the
 * script runs them as the postgres user); on the embedded database it is skipped.
 */
const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;
const postgresBinaries =
  process.env.PG_BIN ??
  (existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
        .find((bin) => existsSync(`${bin}/initdb`))
    : undefined);
const script = resolve(import.meta.dirname, '../scripts/ci-postgres.sh');

/** What a purchase answered, as far as this test reads it. */
interface PurchaseBody {
  message?: string;
  order_id?: number;
  checkout_url?: string;
}

/** A throwaway cluster of this test's, driven by scripts/ci-postgres.sh. */
interface Cluster {
  databaseUrl: string;
  /** Stops it (sessions cut), waits `seconds`, starts it again; resolves once it is back. */
  restart(seconds: number): Promise<void>;
  remove(): void;
}

async function startCluster(): Promise<Cluster> {
  const env = {
    ...process.env,
    PGPORT: String(await freePort()),
    // Under /tmp itself: as root the script hands the folder to the postgres user, who must be able to reach it.
    PGDATA_DIR: `/tmp/skins-restart-test-${randomUUID()}`,
    PGSOCKET_DIR: '/tmp',
  };
  const started = spawnSync('bash', [script], { env, encoding: 'utf8' });
  const databaseUrl = /export DATABASE_URL=(\S+)/.exec(started.stdout)?.[1];
  if (started.status !== 0 || !databaseUrl) throw new Error(`The test cluster did not start:\n${started.stderr}`);
  return {
    databaseUrl,
    restart: (seconds) =>
      new Promise((done, fail) => {
        const restart = spawn('bash', [script, 'restart', String(seconds)], { env, stdio: 'ignore' });
        restart.on('error', fail);
        restart.on('exit', (code) => (code === 0 ? done() : fail(new Error(`restart exited with ${code}`))));
      }),
    remove: () => void spawnSync('bash', [script, 'stop'], { env, stdio: 'ignore' }),
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.skipIf(!onPostgres || !postgresBinaries)('PostgreSQL restarted under two server processes', () => {
  let cluster: Cluster;
  let shop: ShopTestApp;
  let instances: [Instance, Instance];
  let buyers: Buyer[];

  beforeAll(async () => {
    cluster = await startCluster();
    shop = await createShopTestApp({}, { databaseUrl: cluster.databaseUrl });
    buyers = [await shop.buyer(1), await shop.buyer(2), await shop.buyer(3)];
    // The catalogue is the test's: the processes do not seed the demo's.
    await shop.db.query(`INSERT INTO settings (key, value) VALUES ('demo_data_seeded_at', to_jsonb(now()))`);
    const { rows } = await shop.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const url = inSchema(cluster.databaseUrl, rows[0]?.schema as string);
    instances = (await Promise.all([startInstance(url), startInstance(url)])) as [Instance, Instance];
  }, 120_000);
  afterAll(async () => {
    await Promise.all((instances ?? []).map(stopInstance));
    await shop?.close();
    cluster?.remove();
  });

  /** What the buyer's page shows for a skin, read before the restart (a page shown then, bought across it). */
  const prices = new Map<number, Awaited<ReturnType<typeof shownPrice>>>();

  /**
   * A purchase as the app makes it: its Idempotency-Key kept, pressed again after a 503 (in its Retry-After), a dropped
   * connection or an answer saying the same attempt is still running, until the shop gives a final answer.
   */
  async function buyUntilAnswered(instance: Instance, buyer: Buyer, skinId: number) {
    const key = newIdempotencyKey();
    const price = prices.get(skinId) ?? (await shownPrice(shop.db, buyer, skinId));
    const giveUpAt = Date.now() + 90_000;
    let metTheOutage = false;
    for (;;) {
      const answer = await fetch(`${instance.origin}/api/${endpointPath(purchaseEndpoints.skinPurchase, { id: 1 })}`, {
        method: 'POST',
        headers: { ...buyer.headers, [idempotencyKeyHeader]: key, 'content-type': 'application/json' },
        body: JSON.stringify({
          skin_id: skinId,
          price: price.amount,
          currency: price.currency,
          immediate_delivery_consent: immediateDeliveryConsent.version,
        }),
      }).then(
        async (response) => ({
          status: response.status,
          retryAfter: Number(response.headers.get('retry-after') ?? 1),
          body: (await response.json()) as PurchaseBody,
        }),
        () => ({ status: 0, retryAfter: 1, body: {} as PurchaseBody }),
      );
      const stillOpen =
        answer.status === 0 ||
        answer.status === 503 ||
        (answer.status === 409 && answer.body.message === purchaseMessages.idempotencyKeyInUse);
      if (!stillOpen) return { ...answer, skinId, metTheOutage };
      if (Date.now() > giveUpAt) throw new Error(`the purchase of ${skinId} got no final answer: ${answer.status}`);
      metTheOutage ||= answer.status !== 409;
      await sleep(Math.min(answer.retryAfter, 5) * 1000);
    }
  }

  /** Pays a checkout on the sandbox gateway's page, pressed again until it answers. */
  async function pay(instance: Instance, checkoutUrl: string) {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const paid = await fetch(`${instance.origin}${new URL(checkoutUrl).pathname}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      }).catch(() => undefined);
      if (paid?.status === 303) return;
      await sleep(1000);
    }
    throw new Error(`checkout ${checkoutUrl} could not be paid`);
  }

  const orderStatuses = async () =>
    (await shop.db.query<{ id: number; status: string }>('SELECT id, status FROM orders ORDER BY id')).rows;

  /** For a failure's message: what happened to each order not delivered, its hold, and its steps in the queue. */
  async function historyOfUndelivered(statuses: { id: number; status: string }[]): Promise<string> {
    const ids = statuses.filter((order) => order.status !== 'delivered').map((order) => order.id);
    if (ids.length === 0) return '';
    const { rows: orders } = await shop.db.query(
      'SELECT id, status, lease_owner, lease_until, next_run_at, context, now() AS now FROM orders WHERE id = ANY($1)',
      [ids],
    );
    const { rows: transitions } = await shop.db.query(
      'SELECT order_id, from_status, to_status, event, at FROM order_transitions WHERE order_id = ANY($1) ORDER BY id',
      [ids],
    );
    const { rows: steps } = await shop.db.query(
      `SELECT data, state, retry_count, start_after, started_on, completed_on, output
       FROM ${jobsSchemaOf(shop.db)}.job WHERE name = 'order.step' AND (data->>'orderId')::int = ANY($1)
       ORDER BY created_on`,
      [ids],
    );
    const { rows: sweeps } = await shop.db.query(
      `SELECT state, created_on, started_on, completed_on, output FROM ${jobsSchemaOf(shop.db)}.job
       WHERE name = 'orders.sweep' ORDER BY created_on DESC LIMIT 5`,
    );
    const output = instances.map((instance) => instance.output().split('\n').slice(-40).join('\n')).join('\n---\n');
    return `${JSON.stringify({ orders, transitions, steps, sweeps }, null, 1)}\n${output}`;
  }

  it('rides the restart out: 503 meanwhile, both answering again by themselves, purchases paid or refused, deliveries going on', {
    timeout: 330_000,
  }, async () => {
    const [first, second] = instances;
    const skins = await shop.availableSkins(12);
    for (const skinId of skins) prices.set(skinId, await shownPrice(shop.db, buyers[0] as Buyer, skinId));
    const [earlySkin, ...skinsToBuy] = skins as [number, ...number[]];

    // Before the restart: an order paid, whose delivery the workers drive across the restart.
    const early = await buyUntilAnswered(first, buyers[2] as Buyer, earlySkin);
    expect(early.status).toBe(200);
    await pay(second, early.body.checkout_url as string);

    // Buy is pressed on one instance or the other every half second from just before the database goes away until
    // it is back: purchases that begin before it stops, while it stops, while it is away and as it returns.
    const restarted = cluster.restart(6);
    let back = false;
    void restarted.then(() => {
      back = true;
    });
    const purchases: ReturnType<typeof buyUntilAnswered>[] = [];
    const pressing = (async () => {
      for (const [index, skinId] of skinsToBuy.entries()) {
        if (back && index > 0) break;
        purchases.push(buyUntilAnswered(instances[index % 2] as Instance, buyers[index % 2] as Buyer, skinId));
        await sleep(500);
      }
    })();

    // While it is away: health says not ready, with Retry-After, and the processes stay up.
    const seenWhileAway = new Map<Instance, Set<number>>(instances.map((instance) => [instance, new Set()]));
    while (!back) {
      for (const instance of instances) {
        const health = await fetch(`${instance.origin}/api/health`).catch(() => undefined);
        seenWhileAway.get(instance)?.add(health?.status ?? 0);
        if (health?.status === 503) expect(Number(health.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      await sleep(250);
    }
    await restarted;
    for (const instance of instances) {
      expect(seenWhileAway.get(instance)).toContain(503);
      expect(isRunning(instance)).toBe(true);
    }

    // Within 30 s of its return, both answer again: the same processes, never restarted.
    const returnedAt = Date.now();
    for (const instance of instances) {
      for (;;) {
        const health = await fetch(`${instance.origin}/api/health`).catch(() => undefined);
        if (health?.status === 200) break;
        expect(Date.now() - returnedAt).toBeLessThan(30_000);
        await sleep(250);
      }
    }
    expect(instances.map(isRunning)).toEqual([true, true]);
    expect(`${first.output()}${second.output()}`).not.toMatch(/server process exited|Unhandled|uncaught/i);

    // Every purchase got a final answer: an order to pay, or a refusal; none is left half made. Some met the outage
    // (a 503 or a dropped connection) and were pressed again with their key.
    await pressing;
    const answers = await Promise.all(purchases);
    expect(answers.some((answer) => answer.metTheOutage)).toBe(true);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const ordered = answers.filter((answer) => answer.status === 200);
    expect(ordered.length).toBeGreaterThan(0);
    for (const [index, answer] of ordered.entries())
      await pay(instances[index % 2] as Instance, answer.body.checkout_url as string);

    // The workers go on: every order, the one paid before the restart included, is delivered. An order whose step
    // the outage failed again and again waits out the queue's back-off or the next sweep (every minute, for orders
    // overdue by 30 s whose lease has lapsed): up to about 90 s after the database's return on a busy machine.
    const orderIds = [early, ...ordered].map((answer) => answer.body.order_id);
    const deliveredBy = Date.now() + 150_000;
    while ((await orderStatuses()).some((order) => order.status !== 'delivered') && Date.now() < deliveredBy) {
      await sleep(500);
    }
    const statuses = await orderStatuses();
    expect(statuses.map((order) => order.id).sort()).toEqual([...orderIds].sort());
    expect(
      statuses.map((order) => order.status),
      await historyOfUndelivered(statuses),
    ).toEqual(statuses.map(() => 'delivered'));

    // Nothing held without an order: the refused skins are on sale, unreserved; no key is left claimed.
    const { rows: held } = await shop.db.query<{ item_id: number }>(
      'SELECT item_id FROM reservations WHERE item_id <> ALL($1::int[])',
      [[early, ...ordered].map((answer) => answer.skinId)],
    );
    expect(held).toEqual([]);
    const { rows: openClaims } = await shop.db.query('SELECT 1 FROM purchase_requests WHERE answer IS NULL');
    expect(openClaims).toEqual([]);
  });
});
