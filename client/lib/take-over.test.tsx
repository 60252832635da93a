import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Deferred } from '../components/deferred';
import { isScreenReady } from '../app/start/prerender-swap';
import {
  inNextTask,
  isSlicing,
  nextTask,
  PENDING_ATTRIBUTE,
  sliceRenderingUntil,
  whenQueueDrained,
} from './take-over';

describe('inNextTask', () => {
  it('runs queued work later, in the order it was queued, and not what was cancelled', async () => {
    const ran: string[] = [];
    inNextTask(() => ran.push('a'));
    const cancel = inNextTask(() => ran.push('b'));
    inNextTask(() => ran.push('c'));
    cancel();
    expect(ran).toEqual([]);
    await Promise.resolve();
    // Not a microtask: the current task ends first.
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(['a', 'c']);
  });

  it('gives each piece of work a task of its own (microtasks of one run before the next starts)', async () => {
    const order: string[] = [];
    inNextTask(() => {
      order.push('first');
      void Promise.resolve().then(() => order.push('first: microtask'));
    });
    inNextTask(() => order.push('second'));
    await nextTask();
    expect(order).toEqual(['first', 'first: microtask', 'second']);
  });
});

describe('Deferred', () => {
  it('renders at once when no server-rendered page is being taken over', () => {
    expect(isSlicing()).toBe(false);
    render(
      <Deferred>
        <p>Now</p>
      </Deferred>,
    );
    expect(screen.getByText('Now')).toBeInTheDocument();
  });

  it('renders in a later task during a take-over, and the swap waits for it', async () => {
    let finish!: () => void;
    sliceRenderingUntil(new Promise<void>((resolve) => (finish = resolve)));
    const { container } = render(
      <main>
        <h1>Title</h1>
        <Deferred>
          <p>Later</p>
        </Deferred>
      </main>,
    );
    expect(screen.queryByText('Later')).toBeNull();
    expect(container.querySelector(`[${PENDING_ATTRIBUTE}]`)).not.toBeNull();
    expect(isScreenReady(container)).toBe(false);
    await act(() => nextTask());
    expect(screen.getByText('Later')).toBeInTheDocument();
    expect(isScreenReady(container)).toBe(true);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(isSlicing()).toBe(false);
  });
});

describe('whenQueueDrained', () => {
  it('resolves only after work queued by queued work has run', async () => {
    const ran: string[] = [];
    inNextTask(() => {
      ran.push('outer');
      inNextTask(() => ran.push('inner'));
    });
    await whenQueueDrained();
    expect(ran).toEqual(['outer', 'inner']);
  });

  it('resolves at once when nothing is queued', async () => {
    let resolved = false;
    void whenQueueDrained().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(true);
  });
});
