import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown instead of the children once one of them has thrown (a lazy chunk that failed to load, say). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing part of a screen (an optional extra such as a chart) from taking the whole screen down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
