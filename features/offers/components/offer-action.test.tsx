import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '@/features/account';
import { bonusKeys, PROMO_ACTIVATED_DIALOG_ID } from '@/features/bonuses';
import { AUTH_DIALOG_ID, useDialogStore } from '@/features/shell';
import type { Offer } from '@/lib/contract';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { offersKeys } from '../keys';
import { activationError } from './promo-code-offer-form';
import { OfferAction } from './offer-action';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }), usePathname: () => '/offers/3' }));

const server = setupApiServer();

/** The seeded promo-code offer (platform/seed/promotions.ts: promo-welcome). */
const promoOffer = (satisfied = true): Offer => ({
  id: 3,
  sysname: 'promo-welcome',
  trigger: { action: 'promo_code', user_satisfies_params: satisfied, params: { exclude_methods: [] } },
  description: { title: 'Promo code WELCOME' },
  promotions: [{ id: 3, type: 'bonus', amount: { amount: 10, currency: 'USD' }, wager: 5 }],
});
const granted = { offer: promoOffer(false), bonus_ids: [41], freespin_pack_ids: [] };

async function renderPromo(signedIn = true) {
  const view = renderWithProviders(<OfferAction offer={promoOffer()} signedIn={signedIn} title="Promo code WELCOME" />);
  return { ...view, user: userEvent.setup() };
}

describe('OfferAction: a promo-code offer', () => {
  afterEach(() => useDialogStore.setState({ stack: [], queued: [], holds: [] }));

  it('activates the code typed (campaigns/activateOffer), opens the promo-code-activated popup and refreshes the player’s data', async () => {
    const sent: Record<string, string>[] = [];
    server.use(api.post('campaigns/activateOffer', async ({ request }) => (sent.push(await formOf(request)), ok(granted))));
    const { user, queryClient } = await renderPromo();
    queryClient.setQueryData(accountKeys.info(), { uid: 7 });
    queryClient.setQueryData(offersKeys.detail(3), promoOffer());
    queryClient.setQueryData(bonusKeys.casino(), []);

    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(field).toBeEnabled()); // the form takes input once hydrated
    await user.type(field, '  WELCOME ');
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(useDialogStore.getState().stack.map((e) => e.id)).toEqual([PROMO_ACTIVATED_DIALOG_ID]));
    expect(sent).toEqual([{ promo_code: 'WELCOME' }]);
    expect(useDialogStore.getState().stack[0]!.props).toMatchObject({ title: 'Promo code activated', text: expect.stringContaining('WELCOME') });
    expect(await screen.findByRole('status')).toHaveTextContent('Your promo code WELCOME is active');
    expect(screen.queryByRole('textbox')).toBeNull();
    for (const key of [accountKeys.info(), offersKeys.detail(3), bonusKeys.casino()]) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  });

  it('marks the field invalid with the mapped message of a refused code, INVALID for a code without words', async () => {
    const answers = [['EXPIRED'], ['SOMETHING_NEW'], ['jurisdiction_cap']];
    server.use(api.post('campaigns/activateOffer', () => failure('InvalidParameterException', { promo_code: answers.shift()! }, undefined, 422)));
    const { user } = await renderPromo();
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(field).toBeEnabled());
    const submitAndRead = async () => {
      await user.click(screen.getByRole('button', { name: 'Activate' }));
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      const described = document.getElementById(field.getAttribute('aria-describedby')!);
      expect(field).toHaveFocus();
      return described?.textContent;
    };
    await user.type(field, 'OLDCODE');
    expect(await submitAndRead()).toBe('This promo code has expired');
    await user.type(field, 'X'); // typing clears the error
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(await submitAndRead()).toBe('Invalid promo code');
    expect(await submitAndRead()).toBe("This promo code's offer is not available in your country");
    expect(useDialogStore.getState().stack).toEqual([]);
  });

  it('asks for a code before sending one, and refuses one longer than the platform takes', async () => {
    let calls = 0;
    server.use(api.post('campaigns/activateOffer', () => (calls++, ok(granted))));
    const { user } = await renderPromo();
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(field).toBeEnabled());
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(field).toHaveAccessibleDescription('Enter your promo code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.click(field);
    await user.paste('A'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(field).toHaveAccessibleDescription('A promo code has at most 64 characters');
    expect(calls).toBe(0);
  });

  it('gives a guest the sign-up prompt of the other offers, and a player who cannot take it a notice', async () => {
    const { user, unmount } = await renderPromo(false);
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign up to take it' }));
    expect(useDialogStore.getState().stack[0]).toMatchObject({ id: AUTH_DIALOG_ID, props: { view: 'registration' } });
    unmount();
    renderWithProviders(<OfferAction offer={promoOffer(false)} signedIn title="Promo code WELCOME" />);
    expect(screen.getByRole('status')).toHaveTextContent('You cannot take this offer now: you have already taken it, or its terms do not apply to you.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

/** An offer granted on request (trigger action take), as /offers/5 serves it. */
const takeOffer = (satisfied = true): Offer => ({
  id: 5,
  sysname: 'take-freespins',
  trigger: { action: 'take', user_satisfies_params: satisfied, params: { exclude_methods: [] } },
  description: { title: 'Free spins on request' },
  promotions: [{ id: 5, type: 'freespins' }],
});

describe('OfferAction: an offer taken on request', () => {
  afterEach(() => useDialogStore.setState({ stack: [], queued: [], holds: [] }));
  const render = () => {
    renderWithProviders(<OfferAction offer={takeOffer()} signedIn title="Free spins on request" />);
    return userEvent.setup();
  };
  const takeButton = () => screen.getByRole('button', { name: 'Take the offer' });

  it('says the offer is taken at once, and no longer offers to take it', async () => {
    let calls = 0;
    server.use(api.post('campaigns/takepromotions', () => (calls++, ok({ offer: takeOffer(false), bonus_ids: [], freespin_pack_ids: [9] }))));
    const user = render();
    await user.click(takeButton());
    expect(await screen.findByRole('status')).toHaveTextContent('You have taken this offer. See your bonuses');
    expect(screen.getByRole('link', { name: 'See your bonuses' })).toHaveAttribute('href', '/profile/bonuses');
    expect(screen.queryByRole('button', { name: 'Take the offer' })).toBeNull();
    expect(calls).toBe(1);
  });

  it('shows the taken state, not an error, when the platform answers already_claimed', async () => {
    server.use(api.post('campaigns/takepromotions', () => failure('InvalidParameterException', { offer_id: ['already_claimed'] }, undefined, 422)));
    const user = render();
    await user.click(takeButton());
    expect(await screen.findByRole('status')).toHaveTextContent('You have taken this offer. See your bonuses');
    expect(screen.getByRole('link', { name: 'See your bonuses' })).toHaveAttribute('href', '/profile/bonuses');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take the offer' })).toBeNull();
  });

  it('opens the sign-in dialog when the session has ended (AuthorizationException)', async () => {
    server.use(api.post('campaigns/takepromotions', () => failure('AuthorizationException', null, undefined, 401)));
    const user = render();
    await user.click(takeButton());
    await waitFor(() => expect(useDialogStore.getState().stack[0]).toMatchObject({ id: AUTH_DIALOG_ID, props: { view: 'authorization' } }));
    expect(takeButton()).toBeEnabled();
  });

  it('explains other refusals in place', async () => {
    server.use(api.post('campaigns/takepromotions', () => failure('InvalidParameterException', { offer_id: ['jurisdiction_cap'] }, undefined, 422)));
    const user = render();
    await user.click(takeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer is not available in your country.');
  });
});

describe('activationError', () => {
  it('reads a refused code from error_data.promo_code, other failures apart from it', async () => {
    const { ApiError } = await import('@/lib/errors');
    expect(activationError(new ApiError('InvalidParameterException', { promo_code: ['ALREADY_ACTIVATED'] }, 422))).toEqual({ promo: 'ALREADY_ACTIVATED' });
    expect(activationError(new ApiError('InvalidParameterException', { fields: ['invalid_value'] }, 422))).toEqual({ promo: 'INVALID' });
    expect(activationError(new ApiError('TooManyRequestsException', { retry_after: 30 }, 429))).toEqual({ bonus: 'TooManyRequestsException' });
    expect(activationError(new ApiError('UnknownErrorException', null, 0))).toEqual({ bonus: 'general' });
    expect(activationError(new TypeError('boom'))).toEqual({ bonus: 'general' });
  });
});
