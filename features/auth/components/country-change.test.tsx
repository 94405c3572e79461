import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormFieldSets } from '@/lib/cms';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { useAuthStore } from '../store';
import { AuthDialog } from './auth-dialog';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/', useSearchParams: () => new URLSearchParams() }));

const server = setupApiServer();

const FORM: FormFieldSets = {
  form: [
    { sysname: 'country_code', type: 'country_code', attributes: { label: 'Country', required: true } },
    { sysname: 'region', type: 'region', attributes: { label: 'Region' } },
    {
      sysname: 'currency',
      type: 'select',
      attributes: { label: 'Currency', defaultValue: 'USD', options: ['USD', 'EUR', 'BRL'] },
    },
    { sysname: 'document_type', type: 'select', attributes: { label: 'Document type' } },
  ],
};

const field = (sysname: string, list?: unknown[]) => ({
  sysname,
  type: sysname === 'region' ? 'region' : 'select',
  ...(list ? { options: { list } } : {}),
  params: { is_required: false, is_visible: true },
});

/** Brazil offers its regions, only BRL and the CPF; the US its regions and any currency. */
const DEFINITIONS: Record<string, unknown[]> = {
  BR: [field('region', ['Bahia', 'São Paulo']), field('currency', ['BRL']), field('document_type', ['cpf', 'rg'])],
  US: [field('region', ['California', 'Texas'])],
};

let asked: string[] = [];

beforeEach(() => {
  useAuthStore.setState({ pending: null, formFields: FORM });
  asked = [];
  server.use(
    api.get('getPersonalDataFields', ({ request }) => {
      const country = new URL(request.url).searchParams.get('country_code') ?? '';
      asked.push(country);
      return ok(DEFINITIONS[country] ?? []);
    }),
    api.get('getContactPhoneSettings', () =>
      ok([
        { country_code: 'BR', phone_code: '55', name: 'Brazil', mask: '## #####-####' },
        { country_code: 'US', phone_code: '1', name: 'United States', mask: '### ###-####' },
      ]),
    ),
  );
});

describe('Registration: country change (§4)', () => {
  it('re-fetches the personal fields, picks the first region and document type and resets the currency', async () => {
    renderWithProviders(<AuthDialog dialog={{ id: 'auth', type: 'popup', preventClose: false, close: vi.fn(async () => true) }} view="registration" />);
    const user = userEvent.setup();
    const country = await screen.findByLabelText('Country');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Brazil' })).toBeInTheDocument());
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');

    await user.selectOptions(country, 'BR');
    await waitFor(() => expect(screen.getByLabelText('Region')).toHaveValue('Bahia'));
    expect(screen.getByLabelText('Document type')).toHaveValue('cpf');
    // USD is not offered in Brazil: the fallback (the first value) applies.
    expect(screen.getByLabelText('Currency')).toHaveValue('BRL');

    await user.selectOptions(screen.getByLabelText('Currency'), 'BRL');
    await user.selectOptions(country, 'US');
    await waitFor(() => expect(screen.getByLabelText('Region')).toHaveValue('California'));
    // The player's currency is kept where the country allows it; the US has no document types.
    expect(screen.getByLabelText('Currency')).toHaveValue('BRL');
    expect(screen.getByLabelText('Document type')).toHaveValue('');
    expect(asked).toEqual(['', 'BR', 'US']);
  });
});
