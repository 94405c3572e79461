import { describe, expect, it } from 'vitest';
import type { CmsBanner } from '@/lib/cms';
import { activeBanners } from './load';

const banner = (id: string, position?: string, finished_at?: string | null): CmsBanner => ({ id, title: id, finished_at, description: { position } });

describe('activeBanners', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('keeps banners of the position that have not finished', () => {
    const list = [banner('a', 'home-top'), banner('b', 'promotions'), banner('c', 'home-top', '2026-05-01T00:00:00Z'), banner('d', 'home-top', '2026-07-01T00:00:00Z')];
    expect(activeBanners(list, 'home-top', now).map((b) => b.id)).toEqual(['a', 'd']);
  });
  it('treats a banner without a position as a home banner', () => {
    expect(activeBanners([banner('x')], 'home-top', now)).toHaveLength(1);
  });
});
