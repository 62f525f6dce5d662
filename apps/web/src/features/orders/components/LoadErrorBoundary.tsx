import { Component, type ReactNode } from 'react';
import { LoadError } from './OrderLoader.tsx';

/**
 * A failed load of what its children suspend on (useSuspenseQuery throws it): the error with its code in place of
 * the screen (spec §8), under the page's heading, as a screen loading with useQuery shows it.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render() {
    return this.state.error ? <LoadError error={this.state.error} /> : this.props.children;
  }
}
