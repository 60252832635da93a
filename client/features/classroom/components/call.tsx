import type { ChatLine, Room } from '../../../../common/contracts/classroom';
import { Mic, MicOff, MonitorUp, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type CallEnd, Mesh, type RemotePeer } from '../lib/mesh';
import { RoomChat } from './chat';
import { People } from './people';

type Media = { stream: MediaStream | null; error: 'denied' | 'none' | null };

/**
 * The live call: first the camera and microphone (or none: a learner may join listening only), then
 * the room with everyone's video, and the controls to mute, stop the camera and leave.
 */
export function Call({ room }: { room: Room }) {
  const { t } = useTranslation();
  const [media, setMedia] = useState<Media | null>(null);
  const [joined, setJoined] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => () => media?.stream?.getTracks().forEach((track) => track.stop()), [media]);

  const ask = async () => {
    setAsking(true);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: true,
        video: { width: 640, height: 360 },
      });
      setMedia({ stream, error: null });
    } catch (e) {
      setMedia({
        stream: null,
        error: e instanceof DOMException && e.name === 'NotAllowedError' ? 'denied' : 'none',
      });
    } finally {
      setAsking(false);
    }
  };

  if (joined) return <InCall room={room} local={media?.stream ?? null} onLeave={() => setJoined(false)} />;
  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]" data-testid="before-call">
      <div className="overflow-hidden rounded-2xl bg-slate-900">
        {media?.stream ? (
          <VideoTile stream={media.stream} name={room.me.name} self label={t('classroom.preview')} />
        ) : (
          <div className="flex aspect-video items-center justify-center p-6 text-center text-slate-100">
            {media?.error ? t(`classroom.media.${media.error}`) : t('classroom.media.ask')}
          </div>
        )}
      </div>
      <div>
        <p className="text-slate-700">{t('classroom.before')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {!media?.stream ? (
            <Button variant="outline" onClick={() => void ask()} disabled={asking} data-testid="media-on">
              <Video aria-hidden="true" className="size-4" />
              {t('classroom.media.turnOn')}
            </Button>
          ) : null}
          <Button onClick={() => setJoined(true)} data-testid="join-call">
            {media?.stream ? t('classroom.join') : t('classroom.joinWithout')}
          </Button>
        </div>
        <People room={room} />
      </div>
    </div>
  );
}

function InCall({ room, local, onLeave }: { room: Room; local: MediaStream | null; onLeave(): void }) {
  const { t } = useTranslation();
  const [peers, setPeers] = useState<RemotePeer[]>([]);
  const [ended, setEnded] = useState<CallEnd | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const [shareFailed, setShareFailed] = useState(false);
  const mesh = useRef<Mesh | null>(null);
  useEffect(() => {
    const m = new Mesh(
      room.session.id,
      room.iceServers as RTCIceServer[],
      local,
      (next, end) => {
        setPeers(next);
        setEnded(end);
      },
      (event, name) => setAnnouncement(t(`classroom.presence.${event}`, { name })),
      (update) => setLines((before) => ('history' in update ? update.history : [...before, update.line])),
    );
    mesh.current = m;
    m.start();
    return () => m.stop();
  }, [room, local, t]);

  const toggle = (kind: 'audio' | 'video', on: boolean) => {
    for (const track of local?.getTracks() ?? []) if (track.kind === kind) track.enabled = on;
    if (kind === 'audio') setMicOn(on);
    else setCameraOn(on);
  };
  const hasAudio = Boolean(local?.getAudioTracks().length);
  const hasVideo = Boolean(local?.getVideoTracks().length);
  // The screen replaces the camera on each connection: without a camera there is nothing to replace.
  const canShare = hasVideo && typeof navigator.mediaDevices?.getDisplayMedia === 'function';
  const share = async () => {
    setShareFailed(false);
    if (screen) {
      await mesh.current?.stopScreen();
      setScreen(null);
      return;
    }
    try {
      const stream = await mesh.current?.shareScreen(() => setScreen(null));
      setScreen(stream ?? null);
    } catch (e) {
      // Choosing nothing in the browser's picker is not a failure worth a message.
      if (!(e instanceof DOMException && e.name === 'NotAllowedError')) setShareFailed(true);
    }
  };

  if (ended && ended !== 'left')
    return (
      <div
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5"
        role="status"
        data-testid="call-ended"
      >
        <p className="font-medium text-slate-900">{t(`classroom.ended.${ended}`)}</p>
        {ended === 'lost' ? (
          <Button className="mt-3" onClick={onLeave}>
            {t('classroom.rejoin')}
          </Button>
        ) : null}
      </div>
    );
  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]" data-testid="in-call">
      <div className="min-w-0">
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        <ul
          className="grid gap-3 sm:grid-cols-2"
          aria-label={t('classroom.inCall', { count: peers.length + 1 })}
        >
          <li className="overflow-hidden rounded-2xl bg-slate-900">
            <VideoTile
              stream={screen ?? local}
              name={room.me.name}
              self
              label={screen ? t('classroom.share.yours') : t('classroom.you', { name: room.me.name })}
            />
          </li>
          {peers.map((p) => (
            <li key={p.peerId} className="overflow-hidden rounded-2xl bg-slate-900" data-testid="peer-tile">
              <VideoTile
                stream={p.stream}
                name={p.name}
                label={p.role === 'tutor' ? `${p.name} · ${t('classroom.tutor')}` : p.name}
                status={p.connection === 'connected' ? null : t(`classroom.connection.${p.connection}`)}
              />
            </li>
          ))}
        </ul>
        {peers.length === 0 ? <p className="mt-3 text-slate-700">{t('classroom.alone')}</p> : null}
        {shareFailed ? (
          <p role="alert" className="mt-3 text-red-800">
            {t('classroom.share.failed')}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {hasAudio ? (
            <Button variant="outline" aria-pressed={!micOn} onClick={() => toggle('audio', !micOn)}>
              {micOn ? (
                <Mic aria-hidden="true" className="size-4" />
              ) : (
                <MicOff aria-hidden="true" className="size-4" />
              )}
              {t('classroom.mute')}
            </Button>
          ) : null}
          {hasVideo ? (
            <Button variant="outline" aria-pressed={!cameraOn} onClick={() => toggle('video', !cameraOn)}>
              {cameraOn ? (
                <Video aria-hidden="true" className="size-4" />
              ) : (
                <VideoOff aria-hidden="true" className="size-4" />
              )}
              {t('classroom.cameraOff')}
            </Button>
          ) : null}
          {canShare ? (
            <Button
              variant="outline"
              aria-pressed={Boolean(screen)}
              onClick={() => void share()}
              data-testid="share-screen"
            >
              <MonitorUp aria-hidden="true" className="size-4" />
              {screen ? t('classroom.share.stop') : t('classroom.share.start')}
            </Button>
          ) : null}
          <Button
            variant="destructive"
            onClick={() => {
              mesh.current?.stop();
              onLeave();
            }}
            data-testid="leave-call"
          >
            <PhoneOff aria-hidden="true" className="size-4" />
            {t('classroom.leave')}
          </Button>
        </div>
      </div>
      <RoomChat lines={lines} myId={room.me.id} onSay={(body) => mesh.current?.say(body) ?? false} />
    </div>
  );
}

function VideoTile({
  stream,
  name,
  label,
  self = false,
  status = null,
}: {
  stream: MediaStream | null;
  name: string;
  label: string;
  self?: boolean;
  status?: string | null;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  const hasVideo = Boolean(stream?.getVideoTracks().length);
  return (
    <figure className="relative aspect-video">
      {stream ? (
        <video
          ref={ref}
          autoPlay
          playsInline
          muted={self}
          className={hasVideo ? 'size-full object-cover' : 'sr-only'}
          data-name={name}
          aria-label={label}
        />
      ) : null}
      {!hasVideo ? (
        <span
          className="absolute inset-0 flex items-center justify-center text-4xl font-bold text-white"
          aria-hidden="true"
        >
          {name.slice(0, 1)}
        </span>
      ) : null}
      <figcaption className="absolute bottom-2 left-2 rounded-md bg-slate-900/80 px-2 py-1 text-sm text-white">
        {label}
        {status ? ` · ${status}` : ''}
      </figcaption>
    </figure>
  );
}
