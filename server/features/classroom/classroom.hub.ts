import { randomBytes } from 'node:crypto';
import type { ChatLine, ClientSignal, ServerMessage } from '../../../common/contracts/classroom.ts';
import type { Envelope, EnvelopePeer, Relay } from './classroom.relay.ts';

/** The part of a WebSocket the hub uses (the ws library's socket has it). */
export interface PeerSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

interface LocalPeer extends EnvelopePeer {
  socket: PeerSocket;
  /** This peer's envelopes leave one after another, so the other side reads them in order. */
  outbox: Promise<unknown>;
  /**
   * Its own hello came back through the relay. Every node sees hellos in one order, so of two peers
   * joining at once only the one announced first answers the other: one offer, never two crossing.
   */
  announced: boolean;
}

/**
 * The classroom's signalling on one node (ADR 035): the sockets of this node's peers by room, and
 * the relay every node shares. A newcomer's hello reaches every node; each answers with its own peers
 * present in the room; the newcomer then offers to each. Signals go from one peer to another through
 * the relay, wherever the other's socket is. Media never passes through the server.
 */
export class ClassroomHub {
  private rooms = new Map<string, Map<string, LocalPeer>>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(private relay: Relay) {}

  async start() {
    this.unsubscribe = await this.relay.subscribe((envelope) => this.deliver(envelope));
  }

  async stop() {
    for (const peers of this.rooms.values())
      for (const p of peers.values()) p.socket.close(1001, 'server stopping');
    this.rooms.clear();
    await this.unsubscribe?.();
  }

  /**
   * A socket admitted to a room: it learns its id and what was written there before (`history`),
   * and the room learns of it.
   */
  join(
    room: string,
    person: Omit<EnvelopePeer, 'peerId'>,
    socket: PeerSocket,
    history: ChatLine[] = [],
  ): string {
    const peerId = randomBytes(9).toString('base64url');
    const peer: LocalPeer = { ...person, peerId, socket, outbox: Promise.resolve(), announced: false };
    const peers = this.rooms.get(room) ?? new Map<string, LocalPeer>();
    this.rooms.set(room, peers);
    peers.set(peerId, peer);
    send(socket, { type: 'welcome', peerId });
    send(socket, { type: 'history', lines: history });
    this.publish(peer, { kind: 'hello', room, peer: publicPeer(peer) });
    return peerId;
  }

  /** A signal from a peer of this node to another peer of the room. */
  signal(room: string, from: string, message: ClientSignal) {
    const peer = this.rooms.get(room)?.get(from);
    if (!peer) return;
    this.publish(peer, { kind: 'signal', room, to: message.to, from, data: message.data });
  }

  /** A line a peer of this node wrote (already kept), for everyone in the room on every node. */
  chat(room: string, from: string, line: ChatLine) {
    const peer = this.rooms.get(room)?.get(from);
    if (!peer) return;
    this.publish(peer, { kind: 'chat', room, line });
  }

  leave(room: string, peerId: string) {
    const peers = this.rooms.get(room);
    const peer = peers?.get(peerId);
    if (!peers || !peer) return;
    peers.delete(peerId);
    if (peers.size === 0) this.rooms.delete(room);
    this.publish(peer, { kind: 'bye', room, peerId });
  }

  /** Closes this node's sockets of a room (its session was cancelled, or it closed). */
  closeRoom(room: string, code: number, reason: string) {
    for (const peer of [...(this.rooms.get(room)?.values() ?? [])]) {
      peer.socket.close(code, reason);
      this.leave(room, peer.peerId);
    }
  }

  /** How many peers this node holds in a room (operations and tests). */
  localPeers(room: string) {
    return this.rooms.get(room)?.size ?? 0;
  }

  private publish(peer: LocalPeer, envelope: Envelope) {
    peer.outbox = peer.outbox.then(() => this.relay.publish(envelope)).catch(() => {});
  }

  private deliver(envelope: Envelope) {
    const peers = this.rooms.get(envelope.room);
    if (!peers) return;
    switch (envelope.kind) {
      case 'hello':
        for (const peer of peers.values()) {
          if (peer.peerId === envelope.peer.peerId) {
            peer.announced = true;
            continue;
          }
          if (!peer.announced) continue;
          send(peer.socket, { type: 'joined', peer: envelope.peer });
          // Told to the newcomer, wherever their socket is.
          this.publish(peer, {
            kind: 'present',
            room: envelope.room,
            to: envelope.peer.peerId,
            peer: publicPeer(peer),
          });
        }
        return;
      case 'present': {
        const to = peers.get(envelope.to);
        if (to) send(to.socket, { type: 'present', peer: envelope.peer });
        return;
      }
      case 'signal': {
        const to = peers.get(envelope.to);
        if (to)
          send(to.socket, {
            type: 'signal',
            from: envelope.from,
            data: envelope.data as ClientSignal['data'],
          });
        return;
      }
      case 'chat':
        for (const peer of peers.values()) send(peer.socket, { type: 'chat', line: envelope.line });
        return;
      case 'bye':
        for (const peer of peers.values())
          if (peer.peerId !== envelope.peerId) send(peer.socket, { type: 'left', peerId: envelope.peerId });
        return;
    }
  }
}

const publicPeer = ({ peerId, userId, name, role }: EnvelopePeer): EnvelopePeer => ({
  peerId,
  userId,
  name,
  role,
});

function send(socket: PeerSocket, message: ServerMessage) {
  try {
    socket.send(JSON.stringify(message));
  } catch {
    /* the socket is closing; its close handler removes the peer */
  }
}
