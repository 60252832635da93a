import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Database, type Executor, rowsOf } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: number; attempts: number; isLastAttempt: boolean },
) => Promise<void>;

const CHANNEL = 'trt_jobs';
const BATCH = 10;
/** Backoff after the n-th failed attempt: 10 s, 40 s, 160 s, 640 s, … */
export const backoffSeconds = (attempt: number) => 10 * 4 ** Math.max(0, attempt - 1);

/**
 * A durable queue in the jobs table (ADR 005). Jobs are enqueued inside the caller's transaction, so a
 * job exists exactly when the state change that asked for it committed. Workers claim with
 * FOR UPDATE SKIP LOCKED and are woken by NOTIFY, which PGlite and PostgreSQL both deliver on commit.
 */
export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private stopListening: (() => Promise<void>) | undefined;
  private idle: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private database: Database,
    private log: Logger,
    private pollMs = 2000,
  ) {}

  async enqueue(
    ex: Executor,
    queue: string,
    payload: Record<string, unknown>,
    opts: { runAt?: Date; maxAttempts?: number } = {},
  ) {
    const [row] = await ex
      .insert(jobs)
      .values({ queue, payload, runAt: opts.runAt ?? new Date(), maxAttempts: opts.maxAttempts ?? 5 })
      .returning({ id: jobs.id });
    await ex.execute(sql`select pg_notify(${CHANNEL}, ${queue})`);
    return row!.id;
  }

  handle(queue: string, handler: JobHandler) {
    this.handlers.set(queue, handler);
  }

  async start() {
    const { pglite, listen } = this.database;
    if (pglite) {
      this.stopListening = await pglite.listen(CHANNEL, () => this.kick());
    } else if (listen) {
      this.stopListening = await listen(CHANNEL, () => this.kick());
    }
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.stopListening?.().catch(() => {});
    await this.idle;
  }

  /** Runs until no due job is left; tests await it instead of sleeping. */
  async drain(): Promise<void> {
    await this.idle;
    while ((await this.runBatch()) > 0) {
      /* keep going */
    }
  }

  private kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.idle = this.loop().finally(() => {
      this.running = false;
    });
  }

  private async loop() {
    do {
      this.again = false;
      if ((await this.runBatch()) === BATCH) this.again = true;
    } while (this.again && !this.stopped);
  }

  private async runBatch(): Promise<number> {
    let batch: ClaimedJob[];
    try {
      batch = await this.claim(BATCH);
    } catch (err) {
      this.log.error({ err }, 'job claim failed');
      return 0;
    }
    for (const job of batch) await this.run(job);
    return batch.length;
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    if (this.handlers.size === 0) return [];
    const db = this.database.db;
    // A job left running by a crashed node is taken again after five minutes.
    await db
      .update(jobs)
      .set({ status: 'pending' })
      .where(and(eq(jobs.status, 'running'), lte(jobs.lockedAt, sql`now() - interval '5 minutes'`)));
    const res = await db.execute(sql`
      update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
      where id in (
        select id from jobs where status = 'pending' and run_at <= now()
        and queue in (${sql.join(
          [...this.handlers.keys()].map((q) => sql`${q}`),
          sql`, `,
        )})
        order by run_at limit ${limit} for update skip locked)
      returning id, queue, payload, attempts, max_attempts`);
    return rowsOf<ClaimedJob>(res);
  }

  private async run(job: ClaimedJob) {
    const handler = this.handlers.get(job.queue)!;
    const db = this.database.db;
    try {
      await handler(job.payload ?? {}, {
        id: Number(job.id),
        attempts: job.attempts,
        isLastAttempt: job.attempts >= job.max_attempts,
      });
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: new Date(), lastError: null })
        .where(eq(jobs.id, Number(job.id)));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.max_attempts;
      this.log.warn(
        { jobId: job.id, queue: job.queue, attempt: job.attempts, final, err: message },
        'job failed',
      );
      await db
        .update(jobs)
        .set(
          final
            ? { status: 'failed', lastError: message, finishedAt: new Date() }
            : {
                status: 'pending',
                lastError: message,
                runAt: new Date(Date.now() + backoffSeconds(job.attempts) * 1000),
              },
        )
        .where(eq(jobs.id, Number(job.id)));
    }
  }

  async counts() {
    const rows = await this.database.db
      .select({ status: jobs.status, n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(inArray(jobs.status, ['pending', 'running', 'failed']))
      .groupBy(jobs.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
  }
}

interface ClaimedJob {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}
