import type {
  ChatLine,
  ClientChat,
  ClientSignal,
  LivePeer,
  ServerMessage,
} from '../../../../common/contracts/classroom';
import { CLASSROOM_LIVE_PATH } from '../../../../common/contracts/routes';

/** One other person's browser in the call, as the screen shows it. */
export interface RemotePeer extends LivePeer {
  stream: MediaStream | null;
  /** RTCPeerConnection's connectionState: new, connecting, connected, disconnected, failed, closed. */
  connection: RTCPeerConnectionState;
}

/** Why the call ended or could not start, from the server's close code or the network. */
export type CallEnd = 'left' | 'closed' | 'notOpen' | 'notFound' | 'signedOut' | 'lost';

const END_OF: Record<number, CallEnd> = {
  4401: 'signedOut',
  4403: 'notFound',
  4404: 'notFound',
  4409: 'notOpen',
  4410: 'closed',
};

interface Peer {
  info: LivePeer;
  pc: RTCPeerConnection;
  stream: MediaStream | null;
  /** ICE candidates that came before the description they belong to. */
  pending: RTCIceCandidateInit[];
}

/**
 * A full mesh of WebRTC connections between the people of one classroom (ADR 035): audio and video
 * go browser to browser; the server's WebSocket only introduces them. Whoever joins later offers to
 * everyone already there, so two browsers never offer to each other at once.
 */
export class Mesh {
  private ws: WebSocket | null = null;
  private peers = new Map<string, Peer>();
  private ended: CallEnd | null = null;
  /** The shared screen's track while sharing: others receive it in place of the camera's. */
  private screen: MediaStreamTrack | null = null;

  constructor(
    private sessionId: string,
    private iceServers: RTCIceServer[],
    private local: MediaStream | null,
    private onChange: (peers: RemotePeer[], ended: CallEnd | null) => void,
    private onPresence: (event: 'joined' | 'left', name: string) => void = () => {},
    /** The room's chat: all of it when joining (`history`), then each new line. */
    private onChat: (update: { history: ChatLine[] } | { line: ChatLine }) => void = () => {},
  ) {}

  /**
   * Shares the screen (ADR 042): its track replaces the camera's on every connection, so nobody needs
   * a new offer, and newcomers receive it too. It needs a camera track to replace: someone who joined
   * without a camera sends no video. Ends by stopScreen or when the browser's own "Stop sharing" ends
   * the track (`onEnded`). Answers the screen's stream for the local preview; throws when refused.
   */
  async shareScreen(onEnded: () => void): Promise<MediaStream> {
    const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    const track = stream.getVideoTracks()[0]!;
    this.screen = track;
    track.addEventListener('ended', () => void this.stopScreen().then(onEnded));
    await this.sendVideo(track);
    return stream;
  }

  /** Back to the camera on every connection; the screen's capture is stopped. */
  async stopScreen() {
    const track = this.screen;
    if (!track) return;
    this.screen = null;
    track.stop();
    await this.sendVideo(this.local?.getVideoTracks()[0] ?? null);
  }

  private async sendVideo(track: MediaStreamTrack | null) {
    await Promise.all(
      [...this.peers.values()].map((peer) => {
        const sender = peer.pc.getSenders().find((s) => s.track?.kind === 'video');
        return sender?.replaceTrack(track).catch(() => {});
      }),
    );
  }

  /** What this browser sends: its microphone, and its camera or, while sharing, its screen. */
  private outgoing(): MediaStreamTrack[] {
    return (this.local?.getTracks() ?? []).map((t) => (t.kind === 'video' && this.screen ? this.screen : t));
  }

  /** Writes a line to the room; false while the channel is not open (nothing was sent). */
  say(body: string): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    const line: ClientChat = { type: 'chat', body };
    this.ws.send(JSON.stringify(line));
    return true;
  }

  start() {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const path = CLASSROOM_LIVE_PATH.replace(':id', encodeURIComponent(this.sessionId));
    const ws = new WebSocket(`${scheme}://${window.location.host}${path}`);
    this.ws = ws;
    ws.onmessage = (event) => void this.receive(JSON.parse(String(event.data)) as ServerMessage);
    ws.onclose = (event) => this.end(END_OF[event.code] ?? (this.ended ? this.ended : 'lost'));
  }

  /** Leaves the call: every connection closed, the server told by the socket's close. */
  stop() {
    this.screen?.stop();
    this.screen = null;
    this.ended = 'left';
    this.ws?.close(1000, 'left');
    this.end('left');
  }

  private end(reason: CallEnd) {
    this.ended ??= reason;
    for (const peer of this.peers.values()) peer.pc.close();
    this.peers.clear();
    this.emit();
  }

  private emit() {
    this.onChange(
      [...this.peers.values()].map((p) => ({
        ...p.info,
        stream: p.stream,
        connection: p.pc.connectionState,
      })),
      this.ended,
    );
  }

  private send(message: ClientSignal) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private connection(info: LivePeer): Peer {
    const existing = this.peers.get(info.peerId);
    if (existing) return existing;
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    const peer: Peer = { info, pc, stream: null, pending: [] };
    this.peers.set(info.peerId, peer);
    pc.onicecandidate = (event) => {
      if (event.candidate)
        this.send({
          type: 'signal',
          to: info.peerId,
          data: { candidate: { ...event.candidate.toJSON(), candidate: event.candidate.candidate } },
        });
    };
    pc.ontrack = (event) => {
      peer.stream ??= event.streams[0] ?? new MediaStream();
      if (!peer.stream.getTracks().includes(event.track)) peer.stream.addTrack(event.track);
      this.emit();
    };
    pc.onconnectionstatechange = () => this.emit();
    this.emit();
    return peer;
  }

  private async receive(message: ServerMessage) {
    switch (message.type) {
      case 'welcome':
        return;
      case 'history':
        return this.onChat({ history: message.lines });
      case 'chat':
        return this.onChat({ line: message.line });
      case 'joined':
        this.connection(message.peer);
        this.onPresence('joined', message.peer.name);
        return;
      case 'present':
        return this.offer(this.connection(message.peer));
      case 'signal':
        return this.signal(message.from, message.data);
      case 'left': {
        const peer = this.peers.get(message.peerId);
        if (!peer) return;
        peer.pc.close();
        this.peers.delete(message.peerId);
        this.onPresence('left', peer.info.name);
        this.emit();
        return;
      }
    }
  }

  /** The offer to someone already in the room: our tracks, and room to receive theirs in any case. */
  private async offer(peer: Peer) {
    const kinds = new Set<string>();
    for (const track of this.outgoing()) {
      peer.pc.addTrack(track, this.local!);
      kinds.add(track.kind);
    }
    for (const kind of ['audio', 'video'])
      if (!kinds.has(kind)) peer.pc.addTransceiver(kind, { direction: 'recvonly' });
    await peer.pc.setLocalDescription(await peer.pc.createOffer());
    this.sendDescription(peer);
  }

  private async signal(from: string, data: ClientSignal['data']) {
    const peer = this.peers.get(from);
    if (!peer) return;
    if ('candidate' in data) {
      if (peer.pc.remoteDescription) await peer.pc.addIceCandidate(data.candidate).catch(() => {});
      else peer.pending.push(data.candidate);
      return;
    }
    await peer.pc.setRemoteDescription(data.sdp);
    for (const candidate of peer.pending.splice(0)) await peer.pc.addIceCandidate(candidate).catch(() => {});
    if (data.sdp.type !== 'offer') return;
    // Our tracks take the transceivers the offer made (addTrack reuses one of the same kind).
    for (const track of this.outgoing()) peer.pc.addTrack(track, this.local!);
    await peer.pc.setLocalDescription(await peer.pc.createAnswer());
    this.sendDescription(peer);
  }

  private sendDescription(peer: Peer) {
    const description = peer.pc.localDescription;
    if (!description || (description.type !== 'offer' && description.type !== 'answer')) return;
    this.send({
      type: 'signal',
      to: peer.info.peerId,
      data: { sdp: { type: description.type, sdp: description.sdp } },
    });
  }
}
