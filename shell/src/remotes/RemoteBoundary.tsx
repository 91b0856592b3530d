import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after a render error; gets a retry callback. */
  fallback: (retry: () => void) => ReactNode;
  /** Changing it clears a caught error (a new route or a retry). */
  resetKey: string;
  children: ReactNode;
  onRetry: () => void;
  /** Told of each caught render error, once it is caught (the mount reports it and may fall back to stable). */
  onError?: (error: Error) => void;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches render errors inside one remote so that the rest of the page keeps working. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A section failed while rendering', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.props.onRetry);
    return this.props.children;
  }
}
