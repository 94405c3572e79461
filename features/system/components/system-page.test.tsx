import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/pt-BR.json';
import { SYSTEM_PAGES, type SystemPageKind } from '../system-kinds';
import { SystemPage } from './system-page';

vi.mock('next-intl/server', async () => {
  const { createTranslator: translator } = await import('next-intl');
  const dictionary = (await import('@/messages/pt-BR.json')).default;
  return { getTranslations: async (namespace: 'SystemPages') => translator({ locale: 'pt-BR', messages: dictionary, namespace }) };
});
vi.mock('../locale-href', async () => {
  const { localizePath } = await import('@/lib/routing');
  return { localeHref: async (path: string) => localizePath(path, 'pt-BR', 'en-US') };
});

const t = createTranslator({ locale: 'pt-BR', messages, namespace: 'SystemPages' });
const kinds = Object.keys(SYSTEM_PAGES) as SystemPageKind[];

describe('SystemPage (server, translated)', () => {
  it.each(kinds)('%s: header, description and a button to its target in the locale', async (kind) => {
    const key = SYSTEM_PAGES[kind].messages as 'error';
    render(await SystemPage({ kind }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t(`${key}.title`));
    expect(screen.getByText(t(`${key}.description`))).toBeInTheDocument();
    const target = SYSTEM_PAGES[kind].target ?? '/';
    expect(screen.getByRole('link', { name: t(`${key}.button`) })).toHaveAttribute('href', target === '/' ? '/pt-BR' : `/pt-BR${target}`);
  });

  it('names the transaction of a cashier outcome', async () => {
    render(await SystemPage({ kind: 'pay-fail', transaction: 'T-42' }));
    expect(screen.getByText(t('transaction', { id: 'T-42' }))).toBeInTheDocument();
  });
});
