import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { classroomContracts as c, clientMessageSchema } from '../../../common/contracts/classroom.ts';
import { CLASSROOM_LIVE_PATH } from '../../../common/contracts/routes.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { isCrossSite } from '../../http/session-context.ts';
import { ClassroomHub } from './classroom.hub.ts';
import { relayFor } from './classroom.relay.ts';
import { chatHistory, room, say } from './classroom.service.ts';

/** Why the server closed a live socket: the browser says it in words (application codes 4000-4999). */
export const CLOSE = {
  crossSite: 4403,
  signedOut: 4401,
  notFound: 4404,
  notOpen: 4409,
  closed: 4410,
  tooMany: 4429,
} as const;

/** A browser sends a few signals a second while connecting; far more is a fault or abuse. */
const SIGNALS_PER_10S = 300;
/** Chat lines a person may write in ten seconds. */
const CHAT_LINES_PER_10S = 20;
const MAX_TIMER_MS = 2 ** 31 - 1;

export function registerClassroomRoutes(app: FastifyInstance, ctx: AppContext) {
  const hub = new ClassroomHub(relayFor(ctx.database));
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.stop());
  const ownOrigin = new URL(ctx.env.PUBLIC_URL).origin;

  route(app, c.room, { access: 'user' }, async ({ auth, params }) => room(ctx, auth.user.id, params.id!));

  // The live call's signalling. Access as for the room above, checked before the socket joins; a
  // browser always sends Origin on a WebSocket, and another site's page may not open one with our
  // cookies (cross-site WebSocket hijacking).
  app.get(CLASSROOM_LIVE_PATH, { websocket: true }, async (socket, req) => {
    if (isCrossSite(req, ownOrigin)) return socket.close(CLOSE.crossSite, 'cross-site');
    if (!req.auth) return socket.close(CLOSE.signedOut, 'signed out');
    const sessionId = z.uuid().safeParse((req.params as { id?: string }).id);
    if (!sessionId.success) return socket.close(CLOSE.notFound, 'not found');
    // Messages that arrive while the room is being read wait, rather than being lost.
    const early: Buffer[] = [];
    const hold = (data: Buffer) => early.push(data);
    socket.on('message', hold);
    const view = await room(ctx, req.auth.user.id, sessionId.data).catch(() => null);
    if (!view) return socket.close(CLOSE.notFound, 'not found');
    if (view.state !== 'open') return socket.close(CLOSE.notOpen, view.state);
    socket.off('message', hold);

    const history = await chatHistory(ctx, view).catch(() => []);
    const roomId = view.session.id;
    const peerId = hub.join(
      roomId,
      { userId: view.me.id, name: view.me.name, role: view.me.role },
      socket,
      history,
    );
    const closing = setTimeout(
      () => socket.close(CLOSE.closed, 'closed'),
      Math.min(MAX_TIMER_MS, Math.max(0, new Date(view.closesAt).getTime() - ctx.now().getTime())),
    );
    let windowStart = Date.now();
    let count = 0;
    let lines = 0;
    const onMessage = (data: Buffer) => {
      if (Date.now() - windowStart > 10_000) {
        windowStart = Date.now();
        count = 0;
        lines = 0;
      }
      if (++count > SIGNALS_PER_10S) return socket.close(CLOSE.tooMany, 'too many messages');
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString('utf8'));
      } catch {
        return;
      }
      const message = clientMessageSchema.safeParse(parsed);
      if (!message.success) return;
      const sent = message.data;
      if (sent.type === 'signal') return hub.signal(roomId, peerId, sent);
      // Lines are written by people: a few a second at most; a flood closes the socket.
      if (++lines > CHAT_LINES_PER_10S) return socket.close(CLOSE.tooMany, 'too many messages');
      // Kept one after another, so the room reads a writer's lines in the order written.
      chatting = chatting.then(async () => {
        try {
          hub.chat(roomId, peerId, await say(ctx, view, sent.body));
        } catch (error) {
          ctx.log.warn({ err: (error as Error).message }, 'classroom: a chat line was not kept');
        }
      });
    };
    let chatting = Promise.resolve();
    socket.on('message', onMessage);
    for (const data of early) onMessage(data);
    socket.on('close', () => {
      clearTimeout(closing);
      hub.leave(roomId, peerId);
    });
  });
}
