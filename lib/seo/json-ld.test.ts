import { describe, expect, it } from 'vitest';
import { eventJsonLd, gameJsonLd, organizationJsonLd, serializeJsonLd } from './json-ld';

describe('json-ld', () => {
  it('describes the organisation without empty fields', () => {
    expect(organizationJsonLd({ name: 'Lucky', url: 'https://lucky.example', logo: '' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Lucky',
      url: 'https://lucky.example',
    });
  });
  it('names a game publisher', () => {
    expect(gameJsonLd({ name: 'Gates', url: 'https://l.example/game/gates', provider: 'Pragmatic' }).publisher).toEqual({ '@type': 'Organization', name: 'Pragmatic' });
  });
  it('describes a tournament as an online event', () => {
    const event = eventJsonLd({ name: 'Weekly', url: 'https://l.example/tournaments/1', startDate: '2026-01-01T00:00:00Z', organizer: 'Lucky' });
    expect(event).toMatchObject({ '@type': 'Event', location: { '@type': 'VirtualLocation' }, organizer: { url: 'https://l.example' } });
  });
  it('escapes < so the script tag cannot be closed early', () => {
    const text = serializeJsonLd(organizationJsonLd({ name: '</script><script>alert(1)</script>', url: 'https://x' }));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
