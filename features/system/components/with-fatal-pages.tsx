import type { ReactNode } from 'react';
import { FatalPageError } from '../fatal';
import { FatalPage } from './fatal-page';

/**
 * Wraps a route page: a FatalPageError raised while the page loads its data (`required`,
 * `optional`) renders the matching system page instead, with its HTTP status.
 */
export function withFatalPages<P>(Page: (props: P) => Promise<ReactNode>) {
  async function FatalAwarePage(props: P): Promise<ReactNode> {
    try {
      return await Page(props);
    } catch (error) {
      if (error instanceof FatalPageError) return <FatalPage outcome={error.outcome} />;
      throw error;
    }
  }
  FatalAwarePage.displayName = `withFatalPages(${Page.name || 'Page'})`;
  return FatalAwarePage;
}
