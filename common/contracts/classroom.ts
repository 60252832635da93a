import { z } from 'zod';
import { defineContract } from './define.ts';
import { classroomRoutes } from './routes.ts';
import { familyMessages as m } from './values.ts';

const person = z.object({ id: z.string(), name: z.string(), role: z.enum(['tutor', 'learner']) });

const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/**
 * A session's classroom as one of its people sees it: who may be in it (the tutor and the learners
 * whose seats are paid), when it opens and closes, and how browsers reach each other.
 */
const roomSchema = z.object({
  session: z.object({
    id: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    format: z.enum(['group', 'private']),
    skill: z.object({ id: z.string(), name: z.string() }),
  }),
  me: person,
  participants: z.array(person),
  opensAt: z.string(),
  closesAt: z.string(),
  /** waiting: before opensAt; open; closed: after closesAt; cancelled: the session was cancelled. */
  state: z.enum(['waiting', 'open', 'closed', 'cancelled']),
  iceServers: z.array(iceServerSchema),
});

export const classroomContracts = {
  room: defineContract({
    ...classroomRoutes.room,
    params: z.object({ id: z.uuid(m.id) }),
    input: z.object({}),
    output: roomSchema,
    summary:
      "A session's classroom for its tutor and its learners with a paid seat: who, when it opens, ICE servers. The live call runs over the WebSocket at /api/classroom/:id/live.",
    tags: ['classroom'],
  }),
};

export type Room = z.infer<typeof roomSchema>;
export type RoomPerson = z.infer<typeof person>;

/**
 * The live channel's messages (WebSocket, JSON). A browser sends only `signal` (an SDP description
 * or an ICE candidate for one other peer); the server sends the rest. Whoever joins later makes the
 * offers to those already present, so two browsers never offer to each other at once.
 */
export const clientSignalSchema = z.object({
  type: z.literal('signal'),
  to: z.string().min(1).max(64),
  data: z.union([
    z.object({ sdp: z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(60_000) }) }),
    z.object({
      candidate: z.object({
        candidate: z.string().max(2_000),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      }),
    }),
  ]),
});
export type ClientSignal = z.infer<typeof clientSignalSchema>;

/** The longest line one may write to the room. */
export const CHAT_MAX = 1000;

/** A line written to everyone in the room (ADR 042). */
export const clientChatSchema = z.object({
  type: z.literal('chat'),
  body: z.string().trim().min(1).max(CHAT_MAX),
});
export type ClientChat = z.infer<typeof clientChatSchema>;

/** Everything a browser may send on the live channel. */
export const clientMessageSchema = z.discriminatedUnion('type', [clientSignalSchema, clientChatSchema]);

/** A line of the room's chat as everyone in it reads it. */
export const chatLineSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  role: z.enum(['tutor', 'learner']),
  body: z.string(),
  /** Contact details were taken out before it was kept (the writer is told). */
  redacted: z.boolean(),
  at: z.string(),
});
export type ChatLine = z.infer<typeof chatLineSchema>;

/** A peer: one browser tab in the room (a person may have two). */
export interface LivePeer {
  peerId: string;
  userId: string;
  name: string;
  role: 'tutor' | 'learner';
}

export type ServerMessage =
  | { type: 'welcome'; peerId: string }
  /** Someone already in the room when you joined: offer to them. */
  | { type: 'present'; peer: LivePeer }
  /** Someone joined after you: their offer follows. */
  | { type: 'joined'; peer: LivePeer }
  | { type: 'signal'; from: string; data: ClientSignal['data'] }
  | { type: 'left'; peerId: string }
  /** What was written in the room before you came, oldest first (after welcome). */
  | { type: 'history'; lines: ChatLine[] }
  | { type: 'chat'; line: ChatLine };
