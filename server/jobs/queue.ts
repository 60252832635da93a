import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/client.ts';
import { type BossDb, bossDbFor, bossDbIn } from './sql-executor.ts';

export type JobPayload = Record<string, unknown>;

export type JobHandler = (
  payload: JobPayload,
  job: { id: string; attempts: number; isLastAttempt: boolean },
) => Promise<void>;

/**
 * How a queue treats its jobs. `policy` (pg-boss): 'standard' takes every job; 'stately' keeps at most
 * one queued and one active job per singletonKey (booking holds, reminders); 'singleton' at most one
 * active per key; 'short' at most one queued per key.
 */
export interface QueueOptions {
  policy?: 'standard' | 'stately' | 'singleton' | 'short';
  /** Jobs fetched per round by a worker; each is completed or failed on its own. */
  batchSize?: number;
  /**
   * How many of a fetched batch run at once (default 1: one after another). Jobs whose effects are
   * each one transaction of their own (captures, webhook deliveries) gain from more: their time is
   * mostly waiting on the database, and two nodes would run them side by side anyway.
   */
  concurrency?: number;
  /** What the dead-job list shows of a payload; the default shows keys and identifiers only. */
  summarize?: (payload: JobPayload) => string;
  /** Runs the queue's job on this cron (UTC), once per slot across all nodes; start() sets it up. */
  cron?: string;
}

export interface EnqueueOptions {
  /** Not before this moment, or this many seconds from now. */
  startAfter?: Date | number;
  /** The same as a Date startAfter. */
  runAt?: Date;
  /** With a keyed policy ('stately', …): enqueue() answers null while such a job is already queued. */
  singletonKey?: string;
  /** Retries after the first attempt (default 4, so five attempts). */
  retryLimit?: number;
  /** Seconds before the first retry (default 10). */
  retryDelay?: number;
  /** Double the delay on each retry, with jitter (default true). */
  retryBackoff?: boolean;
  /** A job active longer than this is failed (and retried) by maintenance; default 300 s. */
  expireInSeconds?: number;
  /** Among due jobs of a queue, higher runs first (default 0). */
  priority?: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  summary: string;
  attempts: number;
  lastError: string | null;
  failedAt: string | null;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs (NOTIFY wakes it sooner). */
  pollMs?: number;
  /** pg-boss timings; tests shorten the cron ones. */
  boss?: Partial<PgBoss.ConstructorOptions>;
}

const SCHEMA = 'pgboss';
const CHANNEL = 'trt_jobs';
const INTERNAL = '__pgboss__';
/** Defaults for every job unless enqueue() says otherwise. */
export const JOB_DEFAULTS = { retryLimit: 4, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 };
/** Failed jobs stay in the dead-job list this long before pg-boss archives them. */
const DEAD_DAYS = 30;

interface Defined {
  handler: JobHandler;
  options: QueueOptions;
}

/**
 * The job queue (ADR 016): pg-boss 10 over our own database connection, so the
 * same code runs on PGlite and PostgreSQL. pg-boss owns the job table, retries with backoff,
 * singleton policies, cron schedules (fired once across nodes) and maintenance; this class adds
 * enqueueing inside a caller's Drizzle transaction, NOTIFY wake-ups, drain() for tests, and the
 * dead-job list the operations screens use.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly db: ReturnType<typeof bossDbFor>;
  private readonly queues = new Map<string, Defined>();
  /** Queues seen to exist in pgboss.queue (committed), so enqueue() checks each once per process. */
  private readonly known = new Set<string>();
  private readonly pollMs: number;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Map<string, () => void>();
  private readonly kicked = new Set<string>();
  private readonly busy = new Set<Promise<unknown>>();
  private stopListening: (() => Promise<void>) | undefined;
  private started = false;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    opts: JobQueueOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 2000;
    this.db = bossDbFor(database);
    this.boss = new PgBoss({
      db: this.db as PgBoss.Db,
      schema: SCHEMA,
      ...JOB_DEFAULTS,
      archiveFailedAfterSeconds: DEAD_DAYS * 86400,
      ...opts.boss,
    });
    this.boss.on('error', (err) => this.log.warn({ err }, 'job queue: pg-boss error'));
  }

  /** Declares a queue and its handler; every node declares the same queues at build time. */
  handle(queue: string, handler: JobHandler, options: QueueOptions = {}) {
    this.queues.set(queue, { handler, options });
  }

  /**
   * Adds a job inside the caller's transaction (or plain executor): it exists exactly when that
   * commits, and a NOTIFY wakes the workers on commit. Answers the job id, or null when a singleton
   * with the same key is already queued.
   */
  async enqueue(ex: Executor, queue: string, payload: JobPayload, opts: EnqueueOptions = {}) {
    const db = bossDbIn(ex);
    await this.ensureQueue(queue, db);
    const { runAt, startAfter, ...rest } = opts;
    const id = await this.boss.send(queue, payload, {
      ...rest,
      ...((startAfter ?? runAt) !== undefined ? { startAfter: startAfter ?? runAt } : {}),
      db,
    });
    // A job due later (a hold's expiry in 15 minutes) would only wake every worker to find nothing;
    // the workers' polling (pollMs) picks it up when it is due.
    if (id && !dueLater(startAfter ?? runAt)) await ex.execute(sql`select pg_notify(${CHANNEL}, ${queue})`);
    return id;
  }

  /**
   * Adds several jobs of one queue inside the caller's transaction in one statement (pg-boss's
   * insert), with one NOTIFY for all of them: what enqueue() does job by job, for callers that make
   * a handful at once (the sandbox's webhook deliveries). Singleton keys are not supported here.
   */
  async enqueueMany(ex: Executor, queue: string, jobs: { payload: JobPayload; opts?: EnqueueOptions }[]) {
    if (jobs.length === 0) return;
    const db = bossDbIn(ex);
    await this.ensureQueue(queue, db);
    await this.boss.insert(
      jobs.map(({ payload, opts = {} }) => {
        const { runAt, startAfter, singletonKey, ...rest } = opts;
        if (singletonKey) throw new Error('enqueueMany() does not take singleton keys; use enqueue()');
        const at = startAfter ?? runAt;
        return {
          name: queue,
          data: payload,
          ...JOB_DEFAULTS,
          ...rest,
          ...(at !== undefined
            ? { startAfter: at instanceof Date ? at : new Date(Date.now() + at * 1000) }
            : {}),
        };
      }),
      { db },
    );
    if (jobs.some(({ opts = {} }) => !dueLater(opts.startAfter ?? opts.runAt)))
      await ex.execute(sql`select pg_notify(${CHANNEL}, ${queue})`);
  }

  /**
   * Runs `queue`'s job on a cron (5 or 6 fields) in a time zone. pg-boss keeps one schedule per queue
   * and fires it once per slot however many nodes run; a later call replaces the schedule.
   */
  async schedule(queue: string, cron: string, payload: JobPayload = {}, opts: { tz?: string } = {}) {
    await this.ensureQueue(queue, this.db);
    await this.boss.schedule(queue, cron, payload, { tz: opts.tz ?? 'UTC' });
  }

  async unschedule(queue: string) {
    await this.boss.unschedule(queue);
  }

  /** Starts the workers, pg-boss's maintenance and its cron clock. main.ts calls it; tests drain(). */
  async start() {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const queue of this.queues.keys()) await this.ensureQueue(queue, this.db);
    await this.boss.start();
    for (const [queue, { options }] of this.queues)
      if (options.cron) await this.boss.schedule(queue, options.cron, {}, { tz: 'UTC' });
    const { pglite, listen } = this.database;
    const onNotify = (queue: string) => this.wake(queue);
    if (pglite) this.stopListening = await pglite.listen(CHANNEL, onNotify);
    else if (listen) this.stopListening = await listen(CHANNEL, onNotify);
    this.loops = [...this.queues.keys()].map((queue) => this.work(queue));
  }

  /** Stops workers and timers, waiting for the jobs and queries under way, so the database may close. */
  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    for (const wake of [...this.sleepers.values()]) wake();
    await Promise.all(this.loops);
    await Promise.allSettled([...this.busy]);
    if (this.started) await this.boss.stop({ graceful: true, wait: true, timeout: 1000 });
    await this.stopListening?.().catch(() => {});
    // pg-boss's own timers may have started one last query before they saw the stop.
    await this.db.settled();
    await new Promise((resolve) => setImmediate(resolve));
    await this.db.settled();
  }

  /** Runs every due job until none is left; tests await it instead of sleeping. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.busy]);
    let ran = true;
    while (ran) {
      ran = false;
      for (const queue of this.queues.keys()) if ((await this.runBatch(queue)) > 0) ran = true;
    }
  }

  /** Jobs by state, for /metrics: pending (queued or waiting to retry), running, failed. */
  async counts(): Promise<Record<string, number>> {
    const { rows } = await this.db.executeSql(
      `select state::text as state, count(*)::int as n from ${SCHEMA}.job
       where state in ('created', 'retry', 'active', 'failed') and name not like '${INTERNAL}%'
       group by state`,
    );
    const by = Object.fromEntries(rows.map((r) => [String(r.state), Number(r.n)]));
    return {
      pending: (by.created ?? 0) + (by.retry ?? 0),
      running: by.active ?? 0,
      failed: by.failed ?? 0,
    };
  }

  /** The dead-job list: jobs that failed their last attempt, newest first. */
  async listFailed(page: number, pageSize: number): Promise<{ total: number; jobs: FailedJob[] }> {
    const where = `state = 'failed' and name not like '${INTERNAL}%'`;
    const total = await this.db.executeSql(`select count(*)::int as n from ${SCHEMA}.job where ${where}`);
    const { rows } = await this.db.executeSql(
      `select id, name, data, retry_count, output, completed_on from ${SCHEMA}.job where ${where}
       order by completed_on desc nulls last, id limit $1 offset $2`,
      [pageSize, (page - 1) * pageSize],
    );
    return {
      total: Number(total.rows[0]?.n ?? 0),
      jobs: rows.map((r) => {
        const queue = String(r.name);
        const payload = (r.data ?? {}) as JobPayload;
        const summarize = this.queues.get(queue)?.options.summarize ?? summarizePayload;
        return {
          id: String(r.id),
          queue,
          summary: clip(summarize(payload), 200),
          attempts: Number(r.retry_count) + 1,
          lastError: errorMessage(r.output),
          failedAt: r.completed_on ? new Date(r.completed_on as string).toISOString() : null,
        };
      }),
    };
  }

  /** Puts a failed job back in its queue for one more attempt; false when no failed job has this id. */
  async retryFailed(id: string): Promise<boolean> {
    const queue = await this.failedQueueOf(id);
    if (!queue) return false;
    const res = (await this.boss.retry(queue, id)) as unknown as { affected?: number } | undefined;
    this.wake(queue);
    return (res?.affected ?? 0) > 0;
  }

  /** Deletes a failed job for good; false when no failed job has this id. */
  async discardFailed(id: string): Promise<boolean> {
    const { rows } = await this.db.executeSql(
      `delete from ${SCHEMA}.job where id = $1::uuid and state = 'failed' returning name`,
      [id],
    );
    return rows.length > 0;
  }

  private async failedQueueOf(id: string): Promise<string | null> {
    const { rows } = await this.db.executeSql(
      `select name from ${SCHEMA}.job where id = $1::uuid and state = 'failed'`,
      [id],
    );
    return rows[0] ? String(rows[0].name) : null;
  }

  /**
   * Creates the queue's pg-boss partition on first use, through the caller's executor (inside a
   * transaction on PGlite nothing else may run). Only a queue seen committed is remembered.
   */
  private async ensureQueue(queue: string, db: BossDb) {
    if (this.known.has(queue)) return;
    const defined = this.queues.get(queue);
    if (!defined) throw new Error(`No handler is registered for job queue "${queue}"`);
    const { rows } = await db.executeSql(`select 1 from ${SCHEMA}.queue where name = $1`, [queue]);
    if (rows.length) {
      this.known.add(queue);
      return;
    }
    await db.executeSql(`select ${SCHEMA}.create_queue($1, $2)`, [
      queue,
      { policy: defined.options.policy ?? 'standard' },
    ]);
  }

  private async work(queue: string) {
    while (!this.stopped) {
      let ran = 0;
      try {
        ran = await this.runBatch(queue);
      } catch (err) {
        this.log.error({ err, queue }, 'job queue: fetch failed');
      }
      if (ran === 0 && !this.stopped) await this.sleep(queue);
    }
  }

  /** Wakes the queue's idle worker now, or makes its next sleep return at once (a NOTIFY mid-fetch). */
  private wake(queue: string) {
    const sleeper = this.sleepers.get(queue);
    if (sleeper) sleeper();
    else if (this.started) this.kicked.add(queue);
  }

  private sleep(queue: string) {
    if (this.kicked.delete(queue)) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(queue);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      timer.unref();
      this.sleepers.set(queue, done);
    });
  }

  private runBatch(queue: string): Promise<number> {
    const p = this.fetchAndRun(queue);
    this.busy.add(p);
    void p.then(
      () => this.busy.delete(p),
      () => this.busy.delete(p),
    );
    return p;
  }

  private async fetchAndRun(queue: string): Promise<number> {
    const defined = this.queues.get(queue)!;
    const jobs = await this.boss.fetch<JobPayload>(queue, {
      batchSize: defined.options.batchSize ?? 5,
      includeMetadata: true,
    });
    // pg-boss picks the batch by priority, then age, but its answer comes in no set order.
    const age = (j: (typeof jobs)[number]) => new Date(j.createdOn).getTime();
    jobs.sort((a, b) => b.priority - a.priority || age(a) - age(b));
    const width = Math.max(1, defined.options.concurrency ?? 1);
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) await this.runOne(queue, defined.handler, jobs[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
    return jobs.length;
  }

  private async runOne(queue: string, handler: JobHandler, job: PgBoss.JobWithMetadata<JobPayload>) {
    const attempts = job.retryCount + 1;
    try {
      await handler(job.data ?? {}, {
        id: job.id,
        attempts,
        isLastAttempt: job.retryCount >= job.retryLimit,
      });
      await this.boss.complete(queue, job.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.retryCount >= job.retryLimit;
      this.log.warn({ jobId: job.id, queue, attempt: attempts, final, err }, 'job failed');
      // Only the message is kept with the job: the stack stays in the log.
      await this.boss.fail(queue, job.id, { message });
    }
  }
}

/**
 * A payload as the dead-job list shows it: every key, the values of identifiers and numbers, and
 * nothing else, so an address, a code or a token in a payload never reaches the screen.
 */
export function summarizePayload(payload: JobPayload): string {
  // Sorted: jsonb keeps keys in its own order, not the order they were written in.
  return Object.entries(payload)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => {
      const shown =
        typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : typeof value === 'string' && /(^id|Id|_id)$/.test(key) && /^[\w-]{1,64}$/.test(value)
            ? value
            : value === null
              ? 'null'
              : '…';
      return `${key}=${shown}`;
    })
    .join(', ');
}

function errorMessage(output: unknown): string | null {
  const o = output as { message?: unknown; value?: { message?: unknown } } | null;
  const message = o?.message ?? o?.value?.message;
  return typeof message === 'string' ? clip(message, 500) : null;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Whether a job's start is more than a second away (a Date, or seconds from now as pg-boss takes it). */
function dueLater(startAfter: Date | number | undefined): boolean {
  if (startAfter === undefined) return false;
  const ms = startAfter instanceof Date ? startAfter.getTime() - Date.now() : startAfter * 1000;
  return ms > 1000;
}
