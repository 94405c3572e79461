import type { ReactNode } from 'react';
import { FatalPageError } from '../fatal';
import { EmptyFrame } from './empty-frame';
import { FatalPage } from './fatal-page';

type Render<P> = (props: P) => Promise<ReactNode>;

function catchFatal<P>(Component: Render<P>, frame: (page: ReactNode) => ReactNode, label: string) {
  async function FatalAware(props: P): Promise<ReactNode> {
    try {
      return await Component(props);
    } catch (error) {
      if (error instanceof FatalPageError) return frame(<FatalPage outcome={error.outcome} />);
      throw error;
    }
  }
  FatalAware.displayName = `${label}(${Component.name || 'Component'})`;
  return FatalAware;
}

/**
 * Wraps a route page: a FatalPageError raised while the page loads its data (`required`,
 * `optional`) renders the matching system page instead, with its HTTP status, inside the layout.
 */
export function withFatalPages<P>(Page: Render<P>) {
  return catchFatal(Page, (page) => page, 'withFatalPages');
}

/**
 * Wraps a group layout: a FatalPageError raised while the layout loads its data (e.g. getInfo
 * answering maintenance or a banned user) renders the system page in the empty frame, without
 * the shell and without the page (SPEC §2: maintenance and forbidden use the empty layout).
 */
export function withFatalLayout<P>(Layout: Render<P>) {
  return catchFatal(Layout, (page) => <EmptyFrame>{page}</EmptyFrame>, 'withFatalLayout');
}
