import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { AddPhoneForm } from './add-contact-forms';

const server = setupApiServer();
const COUNTRIES = [
  { country_code: 'US', phone_code: '1', name: 'United States', mask: '(###) ###-####' },
  { country_code: 'BR', phone_code: '55', name: 'Brasil', mask: ['(##) ####-####', '(##) #####-####'] },
];

let added: Record<string, string>[];
beforeEach(() => {
  added = [];
  server.use(
    api.post('addcontact', async ({ request }) => {
      const body = await formOf(request);
      added.push(body);
      return body.contact === '2025550100' ? failure('InvalidParameterException', { contact: ['already_exists'] }) : ok(1);
    }),
    api.get('getprofileinfo', () => ok({})),
    api.get('getInfo', () => ok({})),
  );
});

describe('AddPhoneForm (the registration phone input)', () => {
  it('keeps the number disabled until a country is chosen, shapes it by the mask, checks it and sends digits with the country', { timeout: 20_000 }, async () => {
    renderWithProviders(<AddPhoneForm countries={COUNTRIES} />);
    const form = within(screen.getByRole('form', { name: 'Add a phone' }));
    const user = userEvent.setup();
    expect(form.getByLabelText(/Phone number/)).toBeDisabled();
    expect(form.getByLabelText(/Phone number/)).toHaveAccessibleDescription('Choose the country code first.');
    await user.click(form.getByRole('button', { name: 'Add a phone' }));
    await waitFor(() => expect(form.getByLabelText(/Phone country code/)).toHaveAccessibleDescription('Field is required'));
    await user.selectOptions(form.getByLabelText(/Phone country code/), 'US');
    await user.type(form.getByLabelText(/Phone number/), '202555');
    await user.click(form.getByRole('button', { name: 'Add a phone' }));
    await waitFor(() => expect(form.getByLabelText(/Phone number/)).toHaveAccessibleDescription('Wrong phone number format'));
    expect(added).toEqual([]);
    await user.type(form.getByLabelText(/Phone number/), '0100');
    expect(form.getByLabelText(/Phone number/)).toHaveValue('(202) 555-0100');
    await user.click(form.getByRole('button', { name: 'Add a phone' }));
    await waitFor(() => expect(form.getByLabelText(/Phone number/)).toHaveAccessibleDescription('This contact is already in use'));
    expect(added).toEqual([{ type: 'phone', contact: '2025550100', phone_country_code: 'US' }]);
  });

  it('pasting a full international number picks its country', async () => {
    renderWithProviders(<AddPhoneForm countries={COUNTRIES} />);
    const form = within(screen.getByRole('form', { name: 'Add a phone' }));
    const user = userEvent.setup();
    await user.selectOptions(form.getByLabelText(/Phone country code/), 'US');
    await user.click(form.getByLabelText(/Phone number/));
    await user.paste('+55 11 98765-4321');
    expect(form.getByLabelText(/Phone country code/)).toHaveValue('BR');
    expect(form.getByLabelText(/Phone number/)).toHaveValue('(11) 98765-4321');
    await user.click(form.getByRole('button', { name: 'Add a phone' }));
    await waitFor(() => expect(added).toEqual([{ type: 'phone', contact: '11987654321', phone_country_code: 'BR' }]));
  });
});
