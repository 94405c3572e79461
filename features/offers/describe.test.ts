import { describe, expect, it } from 'vitest';
import { describeBanner, describeOffer } from './describe';

describe('describeOffer', () => {
  it('reads title and summary, and shows the long text only once', () => {
    expect(describeOffer({ sysname: 'welcome-bonus', description: { title: 'Welcome', text: '100% up to 500' } })).toMatchObject({
      title: 'Welcome',
      summary: '100% up to 500',
      body: undefined,
    });
    expect(describeOffer({ sysname: 'x', description: { summary: 'Short', text: 'Long' } }).body).toBe('Long');
  });
  it('falls back to the sysname for a title', () => {
    expect(describeOffer({ sysname: 'friday_free-spins', description: {} }).title).toBe('Friday free spins');
  });
});

describe('describeBanner', () => {
  const banner = (description: Record<string, unknown>) => ({ id: 1, finished_at: null, description: { position: 'main', ...description } });
  it('reads the platform fields (subtitle, button_slug, button_title)', () => {
    expect(describeBanner(banner({ title: 'Spins', subtitle: 'Share 10 000', button_slug: '/tournaments', button_title: 'Take part' }))).toMatchObject({
      title: 'Spins',
      text: 'Share 10 000',
      link: '/tournaments',
      linkTitle: 'Take part',
    });
  });
  it('drops links with a dangerous protocol', () => {
    expect(describeBanner(banner({ title: 'x', link: 'javascript:alert(1)' })).link).toBeUndefined();
  });
});
