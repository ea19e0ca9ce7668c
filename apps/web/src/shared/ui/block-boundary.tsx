import { Component, type ErrorInfo, type ReactNode } from 'react';

interface BlockBoundaryProps {
  /** Names the block in the log. */
  name: string;
  children: ReactNode;
}

/**
 * One block of a screen that fails to render (an answer of an unexpected shape) is logged and
 * left empty; the rest of the screen keeps working (SPEC §8).
 */
export class BlockBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Fout bij het tonen van ${this.props.name}`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
