/** SPEC.md 9: the pointer must stay out of the window at the top edge this long. */
export const EXIT_INTENT_DELAY_MS = 500;

/**
 * SPEC.md 4: fires once per page view when the pointer has left the window at the top edge and not
 * come back within the delay; re-entering cancels the pending trigger. Pure timing logic, so it can be
 * tested without a browser.
 */
export class ExitIntentDetector {
  private pending: ReturnType<typeof setTimeout> | null = null;
  private triggered = false;
  private enabled = false;

  constructor(
    private readonly onTrigger: () => void,
    private readonly delayMs = EXIT_INTENT_DELAY_MS,
  ) {}

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.cancel();
  }

  get hasTriggered(): boolean {
    return this.triggered;
  }

  /** The pointer left the window; only an exit through the top edge (towards tabs and address bar) counts. */
  pointerLeft(clientY: number): void {
    if (!this.enabled || this.triggered || this.pending || clientY > 0) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      if (!this.enabled || this.triggered) return;
      this.triggered = true;
      this.onTrigger();
    }, this.delayMs);
  }

  /** The pointer came back before the delay ran out. */
  pointerEntered(): void {
    this.cancel();
  }

  /** A new page view (path change) may trigger once again. */
  newPageView(): void {
    this.cancel();
    this.triggered = false;
  }

  dispose(): void {
    this.cancel();
    this.enabled = false;
  }

  private cancel(): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
  }
}

/** Listens on the document and feeds the detector; returns the clean-up. */
export function attachExitIntent(detector: ExitIntentDetector, doc: Document = document): () => void {
  const onOut = (event: MouseEvent) => {
    // relatedTarget null: the pointer went outside the page, not to another element.
    if (event.relatedTarget === null) detector.pointerLeft(event.clientY);
  };
  const onOver = () => detector.pointerEntered();
  doc.addEventListener('mouseout', onOut);
  doc.addEventListener('mouseover', onOver);
  return () => {
    doc.removeEventListener('mouseout', onOut);
    doc.removeEventListener('mouseover', onOver);
  };
}
