import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RenderErrorPage } from './render-error-page';

interface State {
  failed: boolean;
}

/** SPEC.md 4: any render error shows the full-page fallback instead of a blank screen. */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept visible for whoever debugs the page; the user sees the fallback.
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RenderErrorPage /> : this.props.children;
  }
}
