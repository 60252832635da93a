import type { Logger } from 'pino';
import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { Mailer } from './integrations/email/mailer.ts';
import type { Payments } from './integrations/payments/index.ts';
import type { LlmProvider } from './integrations/llm/index.ts';
import type { MalwareScanner } from './integrations/scanning/index.ts';
import type { FileStorage, IncomingUploads, UploadLocker } from './integrations/storage/index.ts';
import type { JobQueue } from './jobs/queue.ts';

/** What every use case may need, built once in buildApp and passed down explicitly (no globals). */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  log: Logger;
  mailer: Mailer;
  jobs: JobQueue;
  /** Accepted uploads (tutor documents): DATA_DIR/uploads/files by default, S3 with S3_BUCKET. */
  storage: FileStorage;
  /** Uploads on their way in over tus: where they lie, their shared lock, their scan (ADR 024). */
  uploads: { incoming: IncomingUploads; locker: UploadLocker; scanner: MalwareScanner };
  /** The configured language model for Simi, or null: the built-in rule-based Simi (ADR 027). */
  llm: LlmProvider | null;
  /** The payment provider (Stripe, or the built-in sandbox by default; ADR 026). */
  payments: Payments;
  /** Injected so tests can move time (code expiry, cooldowns) without sleeping. */
  now: () => Date;
}
