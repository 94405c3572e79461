// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { lazyBrowserApi } from './lazy-browser';

const server = setupApiServer();

describe('lazyBrowserApi', () => {
  it('loads the browser client on its first call and answers like it', async () => {
    let query = '';
    server.use(api.get('games/getLikes', ({ request }) => ((query = new URL(request.url).search), ok(['sun-temple']))));
    await expect(lazyBrowserApi.call('games/getLikes', {})).resolves.toEqual(['sun-temple']);
    expect(query).toContain('v=2.34');
  });
});
