import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import type { Room, ServerMessage } from '../../../common/contracts/classroom.ts';
import {
  createTestApp,
  json,
  registerUser,
  TEST_DRIVER,
  type TestApp,
  type TestClient,
} from '../../test/test-app.ts';
import { openDatabase } from '../../db/client.ts';
import { ClassroomHub } from './classroom.hub.ts';
import { relayFor } from './classroom.relay.ts';
import { confirmSeat, dayAhead, hold, tutorWithSkill } from '../booking/booking.fixtures.ts';
import { roleIn, roomState, roomWindow } from './classroom.policy.ts';
import { CLOSE } from './classroom.routes.ts';

let t: TestApp;
beforeAll(async () => {
  // Two days' opening: tomorrow noon (Berlin) is at most 36 hours ahead whatever the hour the suite runs,
  // so it is open now, and a session three days ahead (60 hours or more) still waits. A day's opening
  // made the tests fail before noon in Berlin.
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true', CLASSROOM_OPENS_MINUTES: '2880' });
});
afterAll(async () => t.dispose());

describe('classroom policy', () => {
  const session = {
    status: 'open',
    startsAt: new Date('2026-12-01T10:00:00Z'),
    endsAt: new Date('2026-12-01T11:00:00Z'),
  };
  it('opens some minutes before the start and closes as long after the end; a cancelled one never opens', () => {
    expect(roomWindow(session, 10)).toEqual({
      opensAt: new Date('2026-12-01T09:50:00Z'),
      closesAt: new Date('2026-12-01T11:10:00Z'),
    });
    expect(roomState(session, new Date('2026-12-01T09:49:59Z'), 10)).toBe('waiting');
    expect(roomState(session, new Date('2026-12-01T09:50:00Z'), 10)).toBe('open');
    expect(roomState(session, new Date('2026-12-01T11:09:59Z'), 10)).toBe('open');
    expect(roomState(session, new Date('2026-12-01T11:10:00Z'), 10)).toBe('closed');
    expect(roomState({ ...session, status: 'cancelled' }, new Date('2026-12-01T10:30:00Z'), 10)).toBe(
      'cancelled',
    );
  });
  it('admits the tutor and learners with a paid seat only', () => {
    const seats = [
      { learnerId: 'paid', status: 'confirmed' },
      { learnerId: 'held', status: 'held' },
    ];
    expect(roleIn({ tutorId: 'tutor' }, seats, 'tutor')).toBe('tutor');
    expect(roleIn({ tutorId: 'tutor' }, seats, 'paid')).toBe('learner');
    expect(roleIn({ tutorId: 'tutor' }, seats, 'held')).toBeNull();
    expect(roleIn({ tutorId: 'tutor' }, seats, 'stranger')).toBeNull();
  });
});

/** A live socket as the client's browser opens it (its cookies, our own origin), with its messages. */
async function live(client: TestClient, sessionId: string, origin = 'http://localhost:5000') {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const messages: ServerMessage[] = [];
  let closed: { code: number } | null = null;
  let whenClosed!: Promise<number>;
  // Listeners go on before the socket opens: the server's welcome may come with the open.
  const ws = await t.app.injectWS(
    `/api/classroom/${sessionId}/live`,
    { headers: { cookie, origin } } as never,
    {
      onInit(socket) {
        socket.on('message', (data: Buffer) => messages.push(JSON.parse(String(data)) as ServerMessage));
        whenClosed = new Promise<number>((resolve) =>
          socket.on('close', (code: number) => {
            closed = { code };
            resolve(code);
          }),
        );
      },
    },
  );
  const next = async <T extends ServerMessage['type']>(
    type: T,
    where: (m: ServerMessage) => boolean = () => true,
  ) => {
    await expect.poll(() => messages.some((m) => m.type === type && where(m)), { timeout: 5_000 }).toBe(true);
    return messages.find((m) => m.type === type && where(m)) as Extract<ServerMessage, { type: T }>;
  };
  return { ws, messages, next, whenClosed, closed: () => closed };
}

async function groupWithPaidLearner() {
  const tutor = await tutorWithSkill(t);
  const learner = await registerUser(t, { userType: 'student', firstName: 'Ada', lastName: 'Lind' });
  const seat = json<SeatView>(await hold(learner.client, tutor, dayAhead(t, 1, 12).at));
  await confirmSeat(t, seat.id);
  return { tutor, learner, seat, sessionId: seat.session.id };
}

describe('a session’s classroom', () => {
  it('is shown to its tutor and paid learners, and to nobody else', async () => {
    const { tutor, learner, sessionId } = await groupWithPaidLearner();
    const view = json<Room>(await learner.client.get(`/api/classroom/${sessionId}`));
    expect(view).toMatchObject({
      me: { name: 'Ada L.', role: 'learner' },
      participants: [
        { name: 'Lukas M.', role: 'tutor' },
        { name: 'Ada L.', role: 'learner' },
      ],
      state: 'open',
      iceServers: [],
    });
    expect(json<Room>(await tutor.client.get(`/api/classroom/${sessionId}`)).me.role).toBe('tutor');
    // A seat held but not paid, and a stranger, find no classroom.
    const holder = await registerUser(t, { userType: 'student' });
    await hold(holder.client, { tutorId: tutor.tutorId, skillId: tutor.skillId }, dayAhead(t, 1, 12).at);
    expect((await holder.client.get(`/api/classroom/${sessionId}`)).statusCode).toBe(404);
    const stranger = await registerUser(t, { userType: 'student' });
    expect((await stranger.client.get(`/api/classroom/${sessionId}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/classroom/${sessionId}` })).statusCode).toBe(401);
    expect((await stranger.client.get('/api/classroom/not-a-session')).statusCode).toBe(400);
  });

  it('connects the tutor and a learner: presence, signals both ways (long ones too), leaving', async () => {
    const { tutor, learner, sessionId } = await groupWithPaidLearner();
    const lukas = await live(tutor.client, sessionId);
    const lukasId = (await lukas.next('welcome')).peerId;
    const ada = await live(learner.client, sessionId);
    const adaId = (await ada.next('welcome')).peerId;
    // The newcomer learns who is there and offers; the one there learns who came.
    expect((await ada.next('present')).peer).toMatchObject({
      peerId: lukasId,
      name: 'Lukas M.',
      role: 'tutor',
    });
    expect((await lukas.next('joined')).peer).toMatchObject({
      peerId: adaId,
      name: 'Ada L.',
      role: 'learner',
    });
    // A video offer can be longer than a PostgreSQL notification: it arrives whole, before what follows.
    const sdp = `v=0\r\n${'a=candidate:long line\r\n'.repeat(600)}`;
    ada.ws.send(JSON.stringify({ type: 'signal', to: lukasId, data: { sdp: { type: 'offer', sdp } } }));
    ada.ws.send(
      JSON.stringify({
        type: 'signal',
        to: lukasId,
        data: { candidate: { candidate: 'candidate:1', sdpMid: '0' } },
      }),
    );
    const offer = await lukas.next('signal', (m) => m.type === 'signal' && 'sdp' in m.data);
    expect(offer).toEqual({ type: 'signal', from: adaId, data: { sdp: { type: 'offer', sdp } } });
    await lukas.next('signal', (m) => m.type === 'signal' && 'candidate' in m.data);
    const signals = lukas.messages.filter((m) => m.type === 'signal');
    expect(signals.map((m) => ('sdp' in (m as { data: object }).data ? 'sdp' : 'candidate'))).toEqual([
      'sdp',
      'candidate',
    ]);
    lukas.ws.send(
      JSON.stringify({ type: 'signal', to: adaId, data: { sdp: { type: 'answer', sdp: 'v=0' } } }),
    );
    expect((await ada.next('signal')).from).toBe(lukasId);
    // What is not a signal is dropped, not relayed.
    ada.ws.send('not json');
    ada.ws.send(JSON.stringify({ type: 'signal', to: lukasId, data: { script: 'x' } }));
    // Gone as a closed tab goes (the injected socket does not finish a polite close handshake).
    ada.ws.terminate();
    expect((await lukas.next('left')).peerId).toBe(adaId);
    expect(lukas.messages.filter((m) => m.type === 'signal')).toHaveLength(2);
    lukas.ws.terminate();
  });

  it('carries the room’s chat to everyone, keeps it for whoever comes later, and takes contact details out', async () => {
    const { tutor, learner, sessionId } = await groupWithPaidLearner();
    const lukas = await live(tutor.client, sessionId);
    expect((await lukas.next('history')).lines).toEqual([]);
    const ada = await live(learner.client, sessionId);
    await ada.next('welcome');
    ada.ws.send(JSON.stringify({ type: 'chat', body: '  Hello! Call me on +49 170 1234567  ' }));
    const heard = (await lukas.next('chat')).line;
    expect(heard).toMatchObject({ name: 'Ada L.', role: 'learner', redacted: true });
    expect(heard.body).not.toContain('1234567');
    expect(heard.body.startsWith('Hello! Call me on')).toBe(true);
    // The writer reads their own line back as the room does.
    expect((await ada.next('chat')).line).toEqual(heard);
    lukas.ws.send(JSON.stringify({ type: 'chat', body: 'Welcome, Ada.' }));
    await ada.next('chat', (m) => m.type === 'chat' && m.line.role === 'tutor');
    // Nothing, only spaces, or more than 1000 characters: not a line.
    ada.ws.send(JSON.stringify({ type: 'chat', body: '   ' }));
    ada.ws.send(JSON.stringify({ type: 'chat', body: 'x'.repeat(1001) }));

    // Someone joining later (the tutor's second tab) reads what was said, in order.
    const again = await live(tutor.client, sessionId);
    const { lines } = await again.next('history');
    expect(lines.map((l) => [l.name, l.role, l.body.slice(0, 12)])).toEqual([
      ['Ada L.', 'learner', 'Hello! Call '],
      ['Lukas M.', 'tutor', 'Welcome, Ada'],
    ]);
    expect(lukas.messages.filter((m) => m.type === 'chat')).toHaveLength(2);
    for (const socket of [lukas, ada, again]) socket.ws.terminate();
  });

  it('refuses strangers, signed-out visitors, other sites and rooms not open', async () => {
    const { sessionId } = await groupWithPaidLearner();
    const stranger = await registerUser(t, { userType: 'student' });
    expect(await (await live(stranger.client, sessionId)).whenClosed).toBe(CLOSE.notFound);
    const { client: anonymous } = { client: { cookies: new Map<string, string>() } as TestClient };
    expect(await (await live(anonymous, sessionId)).whenClosed).toBe(CLOSE.signedOut);
    const { learner } = await groupWithPaidLearner();
    expect(await (await live(learner.client, sessionId, 'https://evil.example')).whenClosed).toBe(
      CLOSE.crossSite,
    );
    // A session three days ahead is not open yet (a day's opening).
    const tutor = await tutorWithSkill(t);
    const later = json<SeatView>(await hold(learner.client, tutor, dayAhead(t, 3, 12).at));
    await confirmSeat(t, later.id);
    expect(json<Room>(await learner.client.get(`/api/classroom/${later.session.id}`)).state).toBe('waiting');
    expect(await (await live(learner.client, later.session.id)).whenClosed).toBe(CLOSE.notOpen);
  });
});

describe('the classroom across nodes', () => {
  /** A socket as the hub sees it, keeping what it was sent. */
  const fakeSocket = () => {
    const sent: ServerMessage[] = [];
    return {
      sent,
      send: (text: string) => void sent.push(JSON.parse(text) as ServerMessage),
      close: () => {},
    };
  };
  const until = async (check: () => boolean) => expect.poll(check, { timeout: 5_000 }).toBe(true);

  it.skipIf(TEST_DRIVER !== 'postgres')(
    'introduces peers on two nodes to each other and carries their signals (PostgreSQL)',
    async () => {
      // The second node has its own connections to the same database, as another process would.
      const other = await openDatabase({ url: t.ctx.database.url!, poolSize: 2 });
      const nodes = [new ClassroomHub(relayFor(t.ctx.database)), new ClassroomHub(relayFor(other))];
      await Promise.all(nodes.map((n) => n.start()));
      try {
        const room = '00000000-0000-4000-8000-00000000000a';
        const a = fakeSocket();
        const b = fakeSocket();
        const aId = nodes[0]!.join(room, { userId: 'u-a', name: 'Ada L.', role: 'learner' }, a);
        await until(() => a.sent.length >= 1);
        // Wait for A's own hello to come back, so B is the later one.
        await new Promise((r) => setTimeout(r, 300));
        const bId = nodes[1]!.join(room, { userId: 'u-b', name: 'Lukas M.', role: 'tutor' }, b);
        await until(() => b.sent.some((m) => m.type === 'present'));
        expect(b.sent.find((m) => m.type === 'present')).toMatchObject({
          peer: { peerId: aId, name: 'Ada L.' },
        });
        await until(() => a.sent.some((m) => m.type === 'joined'));
        nodes[1]!.signal(room, bId, {
          type: 'signal',
          to: aId,
          data: { sdp: { type: 'offer', sdp: 'v=0' } },
        });
        await until(() => a.sent.some((m) => m.type === 'signal'));
        expect(a.sent.find((m) => m.type === 'signal')).toEqual({
          type: 'signal',
          from: bId,
          data: { sdp: { type: 'offer', sdp: 'v=0' } },
        });
        // A line written on one node reaches the room on the other.
        const line = {
          id: 'l1',
          userId: 'u-b',
          name: 'Lukas M.',
          role: 'tutor' as const,
          body: 'Hi',
          redacted: false,
          at: '2026-12-01T10:00:00.000Z',
        };
        nodes[1]!.chat(room, bId, line);
        await until(() => a.sent.some((m) => m.type === 'chat'));
        expect(a.sent.find((m) => m.type === 'chat')).toEqual({ type: 'chat', line });
        nodes[1]!.leave(room, bId);
        await until(() => a.sent.some((m) => m.type === 'left'));
      } finally {
        await Promise.all(nodes.map((n) => n.stop()));
        await other.close();
      }
    },
  );

  it('of two peers joining at once, only one is told to offer', async () => {
    const hub = new ClassroomHub(relayFor(t.ctx.database));
    await hub.start();
    try {
      const room = '00000000-0000-4000-8000-00000000000b';
      const a = fakeSocket();
      const b = fakeSocket();
      hub.join(room, { userId: 'u-a', name: 'Ada L.', role: 'learner' }, a);
      hub.join(room, { userId: 'u-b', name: 'Ben K.', role: 'learner' }, b);
      await until(() => [...a.sent, ...b.sent].some((m) => m.type === 'present'));
      await new Promise((r) => setTimeout(r, 300));
      const presents = [...a.sent, ...b.sent].filter((m) => m.type === 'present');
      expect(presents).toHaveLength(1);
      expect([...a.sent, ...b.sent].filter((m) => m.type === 'joined')).toHaveLength(1);
    } finally {
      await hub.stop();
    }
  });
});
