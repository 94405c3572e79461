import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FatalPageError } from '../fatal';
import { EmptyFrame } from './empty-frame';
import { withFatalLayout, withFatalPages } from './with-fatal-pages';

vi.mock('./fatal-page', () => ({ FatalPage: () => null }));
vi.mock('../fatal', async () => {
  class FatalPageError extends Error {
    constructor(readonly outcome: { page: string; status: number }) {
      super('fatal');
    }
  }
  return { FatalPageError };
});

const maintenance = { page: 'maintenance', status: 503 } as const;
const failing = async (): Promise<ReactElement> => {
  throw new FatalPageError(maintenance);
};

describe('withFatalPages / withFatalLayout', () => {
  it('renders what the page renders when nothing fails', async () => {
    const Page = withFatalPages(async ({ n }: { n: number }) => <p>{n}</p>);
    expect(((await Page({ n: 3 })) as ReactElement<{ children: number }>).props.children).toBe(3);
  });

  it('renders the fatal page in place of a failing page', async () => {
    const element = (await withFatalPages(failing)({})) as ReactElement<{ outcome: unknown }>;
    expect(element.props.outcome).toEqual(maintenance);
  });

  it('renders the fatal page in the empty frame in place of a failing layout', async () => {
    const element = (await withFatalLayout(failing)({})) as ReactElement<{ children: ReactElement<{ outcome: unknown }> }>;
    expect(element.type).toBe(EmptyFrame);
    expect(element.props.children.props.outcome).toEqual(maintenance);
  });

  it('lets other errors through to the error boundary', async () => {
    await expect(
      withFatalPages(async () => {
        throw new Error('boom');
      })({}),
    ).rejects.toThrow('boom');
  });
});
