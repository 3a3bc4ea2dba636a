/**
 * A widget that cannot draw itself says so in its frame, in the spec's generic words, instead of going
 * blank, and the team hears of it through the widget's error reports.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead once drawing failed. */
  fallback: ReactNode;
  onError(error: unknown): void;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
