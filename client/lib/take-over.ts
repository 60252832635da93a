/**
 * The app's first render, in slices. While the server-rendered page is on screen the app builds its
 * own copy in a hidden root (prerender-swap.ts). Preact renders synchronously (ADR 011), so one render
 * of a whole landing page is one long task, and a phone cannot answer a tap until it ends (Total
 * Blocking Time). Instead, parts of a screen wrapped in <Deferred> wait for a task of their own, one
 * after another in the order they were rendered, and the swap waits until none is pending. Once the
 * app has taken over, and on a page the server did not render, everything renders at once.
 */

type Work = () => void;

/** Marks a part that has not rendered yet (deferred.tsx); the swap from the server-rendered page waits for it. */
export const PENDING_ATTRIBUTE = 'data-render-pending';

let slicing = false;
const queue: Work[] = [];
let scheduled = false;

interface PostTaskScheduler {
  postTask(
    callback: () => void,
    options?: { priority?: 'user-blocking' | 'user-visible' | 'background' },
  ): Promise<unknown>;
}

/** Slices the rendering until `done` settles (the swap from the server-rendered page). */
export function sliceRenderingUntil(done: Promise<unknown>): void {
  slicing = true;
  void done.finally(() => {
    slicing = false;
  });
}

export const isSlicing = (): boolean => slicing;

let drainedWaiters: (() => void)[] = [];

function runNext(): void {
  scheduled = false;
  const work = queue.shift();
  if (queue.length) schedule();
  work?.();
  // Work may queue more (a deferred part holding deferred parts), so look again after it ran.
  if (!queue.length && !scheduled) {
    const waiters = drainedWaiters;
    drainedWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

/** Resolves once no queued work is left (including work queued by queued work). */
export function whenQueueDrained(): Promise<void> {
  if (!queue.length && !scheduled) return Promise.resolve();
  return new Promise((resolve) => drainedWaiters.push(resolve));
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // scheduler.postTask starts a new task without setTimeout's 4 ms clamp on nested timers.
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(runNext, { priority: 'user-visible' });
  else setTimeout(runNext, 0);
}

/** Runs `work` in a task of its own, after the work queued before it. Returns a cancel function. */
export function inNextTask(work: Work): () => void {
  queue.push(work);
  schedule();
  return () => {
    const index = queue.indexOf(work);
    if (index >= 0) queue.splice(index, 1);
  };
}

/** Resolves in a task of its own: `await nextTask()` ends the current task before going on. */
export const nextTask = (): Promise<void> => new Promise((resolve) => inNextTask(resolve));
