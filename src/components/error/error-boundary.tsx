import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the children; `reset` renders them again. */
  readonly fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** Where the error is logged from, e.g. 'route /faq'. */
  readonly where: string;
  readonly onError?: (error: unknown) => void;
  readonly children: ReactNode;
}

interface State {
  readonly error: unknown;
  readonly failed: boolean;
}

/**
 * Catches a render error below it, logs it once and shows `fallback` in its
 * place, so the rest of the page (header, footer, what was already read) stays.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[error] ${this.props.where}: the page part could not be shown`, error, info.componentStack ?? '');
    this.props.onError?.(error);
  }

  reset = (): void => {
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
