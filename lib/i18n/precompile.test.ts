import format from 'use-intl/format-message/format-only';
import { _createCache, _createIntlFormatters, createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import en from '../../messages/en-US.json';
import { precompileMessages } from './precompile';

describe('precompileMessages', () => {
  it('compiles messages once per dictionary object and leaves the raw namespaces as written', () => {
    const messages = { Greeting: { hello: 'Hi {name}!' }, Validation: { min: 'At least {min} characters' } };
    const compiled = precompileMessages(messages);
    expect(compiled).toEqual({ Greeting: { hello: ['Hi ', ['name'], '!'] }, Validation: { min: 'At least {min} characters' } });
    expect(precompileMessages(messages)).toBe(compiled);
  });

  it('gives plain objects only (React passes nothing else to client components)', () => {
    const { Offer } = precompileMessages({ Offer: { spins: '{count, plural, one {# spin} other {# spins}}' } }) as { Offer: { spins: [[string, number, object]] } };
    expect(Object.getPrototypeOf(Offer.spins[0][2])).toBe(Object.prototype);
  });

  it('keeps a message the parser refuses as written, and says so', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(precompileMessages({ Broken: { odd: 'Hi {name' } })).toEqual({ Broken: { odd: 'Hi {name' } });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('the format-only formatter renders compiled bundled messages as the full one renders them raw', () => {
    const compiled = precompileMessages(en as Record<string, unknown>);
    const full = createTranslator({ locale: 'en-US', messages: en });
    const formatters = _createIntlFormatters(_createCache());
    const only = (ns: string, key: string, values: Record<string, unknown>) =>
      format(key, (compiled[ns] as Record<string, unknown>)[key] as never, values as never, { locale: 'en-US', formatters } as never);
    expect(only('SystemPages', 'transaction', { id: 'T-7' })).toBe(full('SystemPages.transaction', { id: 'T-7' }));
    for (const count of [1, 5]) expect(only('OfferPage', 'rewardFreespins', { count })).toBe(full('OfferPage.rewardFreespins', { count }));
    const link = (chunks: unknown) => `[${String(chunks)}]`;
    expect(only('ProfileNotificationPage', 'contactsHint', { link })).toEqual(full.rich('ProfileNotificationPage.contactsHint', { link }));
  });

  it('every bundled locale compiles without a refused message', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const locale of ['en-US', 'es-ES', 'pt-BR', 'ar']) {
      const messages = (await import(`../../messages/${locale}.json`)).default as Record<string, unknown>;
      precompileMessages(messages);
    }
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
