import { EventEmitter } from 'node:events';
import { lt, sql } from 'drizzle-orm';
import type { ChatLine } from '../../../common/contracts/classroom.ts';
import type { Database } from '../../db/client.ts';
import { classroomSignals } from '../../db/schema/index.ts';

/**
 * What one node tells every node's classroom hub (ADR 035): a peer joined or left a room, or a signal
 * for one peer. Nodes deliver what concerns their own sockets.
 */
export type Envelope =
  | { kind: 'hello'; room: string; peer: EnvelopePeer }
  | { kind: 'present'; room: string; to: string; peer: EnvelopePeer }
  | { kind: 'signal'; room: string; to: string; from: string; data: unknown }
  | { kind: 'bye'; room: string; peerId: string }
  | { kind: 'chat'; room: string; line: ChatLine };

export interface EnvelopePeer {
  peerId: string;
  userId: string;
  name: string;
  role: 'tutor' | 'learner';
}

export interface Relay {
  publish(envelope: Envelope): Promise<void>;
  subscribe(onEnvelope: (envelope: Envelope) => void): Promise<() => Promise<void>>;
}

const CHANNEL = 'classroom';
/** NOTIFY takes payloads below 8000 bytes; longer ones go through classroom_signals. */
const NOTIFY_LIMIT = 7_000;
const REF = 'ref:';

/** One process (PGlite is one): the fan-out is an in-process event. */
export function localRelay(): Relay {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    async publish(envelope) {
      // Asynchronously, as a notification arrives: a peer's own send never re-enters its handler.
      queueMicrotask(() => events.emit(CHANNEL, envelope));
    },
    async subscribe(onEnvelope) {
      events.on(CHANNEL, onEnvelope);
      return async () => void events.off(CHANNEL, onEnvelope);
    },
  };
}

/** Several nodes on one PostgreSQL: LISTEN/NOTIFY, with a table for messages too long to notify. */
export function postgresRelay(database: Database): Relay {
  const { db } = database;
  let published = 0;
  return {
    async publish(envelope) {
      const text = JSON.stringify(envelope);
      if (Buffer.byteLength(text) < NOTIFY_LIMIT) {
        await db.execute(sql`select pg_notify(${CHANNEL}, ${text})`);
        return;
      }
      const [row] = await db
        .insert(classroomSignals)
        .values({ payload: text })
        .returning({ id: classroomSignals.id });
      await db.execute(sql`select pg_notify(${CHANNEL}, ${REF + row!.id})`);
      // Signals are read within moments; now and then the old ones go.
      if (++published % 50 === 0)
        await db
          .delete(classroomSignals)
          .where(lt(classroomSignals.createdAt, sql`now() - interval '5 minutes'`));
    },
    async subscribe(onEnvelope) {
      if (!database.listen) throw new Error('postgresRelay needs a PostgreSQL database');
      // Delivered in the order notified: a long offer read from the table still comes before the
      // short ICE candidates notified after it.
      let chain: Promise<unknown> = Promise.resolve();
      const read = async (payload: string): Promise<Envelope | undefined> => {
        if (!payload.startsWith(REF)) return JSON.parse(payload) as Envelope;
        const [row] = await db
          .select({ payload: classroomSignals.payload })
          .from(classroomSignals)
          .where(sql`${classroomSignals.id} = ${Number(payload.slice(REF.length))}`);
        return row ? (JSON.parse(row.payload) as Envelope) : undefined;
      };
      return database.listen(CHANNEL, (payload) => {
        chain = chain
          .then(() => read(payload))
          .then((envelope) => envelope && onEnvelope(envelope))
          .catch(() => {
            /* a message lost: the browsers see the peer time out and rejoin */
          });
      });
    },
  };
}

export const relayFor = (database: Database): Relay =>
  database.driver === 'postgres' ? postgresRelay(database) : localRelay();
