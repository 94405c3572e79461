import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileFieldDefinition } from '@/lib/validation';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { useCountryCurrency } from '../country-currency';
import { AccountPreferences } from './account-preferences';
import { PersonalDataForm } from './personal-data-form';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/profile/settings', useSearchParams: () => new URLSearchParams() }));

const server = setupApiServer();

const def = (sysname: string, type: string, required: boolean, options?: ProfileFieldDefinition['options']): ProfileFieldDefinition => ({
  sysname,
  type,
  ...(options && { options }),
  params: { is_required: required, is_visible: true },
});
/** The platform's definitions, cut down: Brazil has regions, the CPF and only BRL; the US regions and any currency. */
const common = [def('first_name', 'input', true), def('last_name', 'input', true), def('country_code', 'country_code', true)];
const DEFINITIONS: Record<string, ProfileFieldDefinition[]> = {
  '': [...common, def('region', 'input', false)],
  BR: [
    ...common,
    def('region', 'region', true, { list: ['Bahia', 'São Paulo'] }),
    def('currency', 'select', false, { list: ['BRL'] }),
    def('document_type', 'select', true, { list: ['cpf', 'rg'] }),
    def('document_number', 'input', true, { mask: '###.###.###-##', regex: '^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$' }),
  ],
  US: [...common, def('region', 'region', true, { list: ['California', 'Texas'] })],
};
const COUNTRIES = [
  { value: 'BR', label: 'Brasil' },
  { value: 'US', label: 'United States' },
];
const CURRENCIES = ['USD', 'EUR', 'BRL'];

let saved: Record<string, string>[];
let currencySet: string[];
beforeEach(() => {
  vi.clearAllMocks();
  saved = [];
  currencySet = [];
  useCountryCurrency.setState({ currency: null });
  server.use(
    api.get('getPersonalDataFields', ({ request }) => ok(DEFINITIONS[new URL(request.url).searchParams.get('country_code') ?? ''] ?? DEFINITIONS['']!)),
    api.post('saveProfileInfo', async ({ request }) => (saved.push(await formOf(request)), ok(1))),
    api.post('setCurrency', async ({ request }) => (currencySet.push((await formOf(request)).currency!), ok({ currency: 'BRL' }))),
    api.get('getprofileinfo', () => ok({})),
    api.get('getInfo', () => ok({})),
  );
});

function renderSettings(returnTo: string | null = null) {
  renderWithProviders(
    <>
      <PersonalDataForm profile={{ first_name: 'Ann', last_name: '' }} definitions={DEFINITIONS['']!} countries={COUNTRIES} returnTo={returnTo} currency="USD" currencies={CURRENCIES} />
      <AccountPreferences fakename="Ann" locale="en-US" locales={[{ code: 'en-US', name: 'English', icon: 'us', dir: 'ltr' }]} defaultLocale="en-US" currency="USD" currencies={CURRENCIES} />
    </>,
  );
  return userEvent.setup();
}
const personal = () => within(screen.getByRole('form', { name: 'Personal data' }));
const currencyForm = () => within(screen.getByRole('form', { name: 'Currency' }));

describe('the settings forms', () => {
  it('checks the fields by the §5 rules before anything is sent, then saves the personal data', { timeout: 20_000 }, async () => {
    const user = renderSettings();
    await user.clear(personal().getByLabelText(/First name/));
    await user.type(personal().getByLabelText(/First name/), 'Ann1');
    await user.click(personal().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(personal().getByLabelText(/First name/)).toHaveAccessibleDescription('Wrong symbols in name'));
    expect(personal().getByLabelText(/Last name/)).toHaveAccessibleDescription('Field is required');
    expect(saved).toEqual([]);
    await user.clear(personal().getByLabelText(/First name/));
    await user.type(personal().getByLabelText(/First name/), 'Ann');
    await user.type(personal().getByLabelText(/Last name/), 'Lee');
    await user.selectOptions(personal().getByLabelText(/Country/), 'US');
    await waitFor(() => expect(personal().getByLabelText(/Region/)).toHaveValue('California'));
    await user.click(personal().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your personal data has been saved.')).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ first_name: 'Ann', last_name: 'Lee', country_code: 'US', region: 'California', country: 'United States' })]);
  });

  it("a country change re-fetches that country's fields, picks the first region and document type, and resets the currency per the currency conditions", { timeout: 20_000 }, async () => {
    const user = renderSettings();
    expect(personal().queryByLabelText(/Document type/)).toBeNull();
    expect(currencyForm().getByLabelText('Currency')).toHaveValue('USD');
    await user.selectOptions(personal().getByLabelText(/Country/), 'BR');
    // Brazil's definitions: regions as a list (the first chosen), the CPF, and its only currency BRL in place of the player's USD
    await waitFor(() => expect(personal().getByLabelText(/Region/)).toHaveValue('Bahia'));
    expect(personal().getByLabelText(/Document type/)).toHaveValue('cpf');
    expect(personal().getByLabelText(/Document number/)).toHaveAttribute('placeholder', '000.000.000-00');
    expect(currencyForm().getByLabelText('Currency')).toHaveValue('BRL');
    expect(currencyForm().getByLabelText('Currency')).toHaveAccessibleDescription('Chosen for your new country: save it to switch.');
    // the US offers every currency: the conditions keep the one in place (selectedValue)
    await user.selectOptions(personal().getByLabelText(/Country/), 'US');
    await waitFor(() => expect(personal().getByLabelText(/Region/)).toHaveValue('California'));
    expect(personal().queryByLabelText(/Document type/)).toBeNull();
    expect(currencyForm().getByLabelText('Currency')).toHaveValue('BRL');
    await user.click(currencyForm().getByRole('button', { name: 'Save currency' }));
    expect(await screen.findByText('You now play in BRL.')).toBeInTheDocument();
    expect(currencySet).toEqual(['BRL']);
    expect(router.refresh).toHaveBeenCalled(); // pages the router kept (Back to the deposit page) come again in BRL
  });

  it('an unchosen sex is "Field is required" like the other empty fields (§5: must be truthy), and a chosen one is saved as its id', { timeout: 20_000 }, async () => {
    const sex = def('sex', 'select', false, { list: [{ id: 1, name: 'male' }, { id: 2, name: 'female' }] });
    renderWithProviders(<PersonalDataForm profile={{ first_name: 'Ann', last_name: '', country_code: 'US', sex: 0 }} definitions={[...DEFINITIONS['']!, sex]} countries={COUNTRIES} />);
    const user = userEvent.setup();
    const field = personal().getByLabelText(/Sex/);
    expect(field).toBeRequired();
    await user.click(personal().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Field is required'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(personal().getByLabelText(/Last name/)).toHaveAccessibleDescription('Field is required');
    expect(saved).toEqual([]);
    await user.type(personal().getByLabelText(/Last name/), 'Lee');
    await user.selectOptions(field, 'Female');
    await user.click(personal().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your personal data has been saved.')).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ last_name: 'Lee', sex: '2' })]);
  });

  it('names with digits or symbols say "Wrong symbols in name", a town or address with symbols "Wrong address", and so do the platform\'s codes for them', { timeout: 20_000 }, async () => {
    const defs = [...DEFINITIONS['']!, def('home_town', 'input', true), def('address', 'input', true)];
    server.use(api.post('saveProfileInfo', () => failure('InvalidParameterException', { first_name: ['name'], home_town: ['address'] })));
    renderWithProviders(<PersonalDataForm profile={{ first_name: 'J0hn', last_name: 'O@Brien', country_code: 'US', home_town: 'Town<script>', address: 'Town<script>' }} definitions={defs} countries={COUNTRIES} />);
    const user = userEvent.setup();
    await user.click(personal().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(personal().getByLabelText(/First name/)).toHaveAccessibleDescription('Wrong symbols in name'));
    expect(personal().getByLabelText(/Last name/)).toHaveAccessibleDescription('Wrong symbols in name');
    expect(personal().getByLabelText(/Town or city/)).toHaveAccessibleDescription('Wrong address');
    expect(personal().getByLabelText(/^Address/)).toHaveAccessibleDescription('Wrong address');
    expect(personal().getByLabelText(/^Address/)).toHaveAttribute('aria-invalid', 'true');
    for (const [label, value] of [[/First name/, 'John'], [/Last name/, 'Brien'], [/Town or city/, 'Lisboa'], [/^Address/, 'Rua Augusta 12']] as const) {
      await user.clear(personal().getByLabelText(label));
      await user.type(personal().getByLabelText(label), value);
    }
    await user.click(personal().getByRole('button', { name: 'Save' }));
    // the platform's own answer for such input (lib/validation/profile-fields) maps to the same messages
    await waitFor(() => expect(personal().getByLabelText(/First name/)).toHaveAccessibleDescription('Wrong symbols in name'));
    expect(personal().getByLabelText(/Town or city/)).toHaveAccessibleDescription('Wrong address');
  });

  it('a birth date under the minimum age says so under its field, before sending (the age known) and from the platform (its min_age)', { timeout: 20_000 }, async () => {
    const defs = [...DEFINITIONS['']!, def('birth_date', 'date', true)];
    const now = new Date();
    const born = (years: number) => `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear() - years}`;
    const { unmount } = renderWithProviders(<PersonalDataForm profile={{ first_name: 'Ann', last_name: 'Lee', country_code: 'US' }} definitions={defs} countries={COUNTRIES} minAge={18} />);
    const user = userEvent.setup();
    await user.type(personal().getByLabelText(/Date of birth/), born(10));
    await user.click(personal().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(personal().getByLabelText(/Date of birth/)).toHaveAccessibleDescription('You must be at least 18 years old'));
    expect(personal().getByLabelText(/Date of birth/)).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toHaveLength(0);
    await user.clear(personal().getByLabelText(/Date of birth/));
    await user.type(personal().getByLabelText(/Date of birth/), born(18));
    await user.click(personal().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ birth_date: born(18) });
    unmount();

    // the form without the age (no general info): the platform's answer names it
    server.use(api.post('saveProfileInfo', () => failure('InvalidParameterException', { birth_date: ['underAge'], min_age: 21 })));
    renderWithProviders(<PersonalDataForm profile={{ first_name: 'Ann', last_name: 'Lee', country_code: 'US', birth_date: born(20) }} definitions={defs} countries={COUNTRIES} />);
    await user.click(personal().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(personal().getByLabelText(/Date of birth/)).toHaveAccessibleDescription('You must be at least 21 years old'));
    expect(personal().queryByText('Something went wrong', { exact: false })).toBeNull();
  });

  it('maps the platform field errors of saveProfileInfo under their fields, and goes back to the cashier after a fill-profile save', { timeout: 20_000 }, async () => {
    server.use(api.post('saveProfileInfo', () => failure('InvalidParameterException', { first_name: ['wrongField'] })));
    const user = renderSettings('/cashier/withdraw');
    await user.type(personal().getByLabelText(/Last name/), 'Lee');
    await user.selectOptions(personal().getByLabelText(/Country/), 'US');
    await waitFor(() => expect(personal().getByLabelText(/Region/)).toHaveValue('California'));
    await user.click(personal().getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(personal().getByLabelText(/First name/)).toHaveAccessibleDescription('Invalid value'));
    expect(router.push).not.toHaveBeenCalled();
    server.use(api.post('saveProfileInfo', () => ok(1)));
    await user.click(personal().getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/withdraw'));
  });
});
