import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerificationStatusView } from '@/lib/contract';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { VerificationPanel } from './verification-panel';

type SdkProps = {
  accessToken: string;
  expirationHandler: () => Promise<string>;
  config?: { lang?: string };
  onMessage: (type: string, payload?: unknown) => void;
  onError?: (error: unknown) => void;
};
/** Sumsub's WebSDK stands in: the props it was given, and what it shows. */
const sdk = vi.hoisted(() => ({ props: null as SdkProps | null }));
vi.mock('@sumsub/websdk-react', () => ({
  default: (props: SdkProps) => {
    sdk.props = props;
    return <div data-testid="sumsub-websdk">{props.accessToken}</div>;
  },
}));

const server = setupApiServer();

const view = (over: Partial<VerificationStatusView> = {}): VerificationStatusView => ({
  provider: 'sumsub',
  status: 'none',
  document_type: null,
  reject_reason: null,
  is_verified: false,
  is_on_verification: false,
  ...over,
});

let tokens: Record<string, string>[];
let status: VerificationStatusView;
beforeEach(() => {
  sdk.props = null;
  tokens = [];
  status = view();
  server.use(
    api.post('sumsub/getAccessToken', async ({ request }) => {
      tokens.push(await formOf(request));
      return ok({ token: `token-${tokens.length}`, provider: 'sumsub', expires_in: 600 });
    }),
    api.get('verification/getStatus', () => ok(status)),
  );
});

describe('VerificationPanel with Sumsub', () => {
  it('starts the WebSDK with a token from sumsub/getAccessToken; an expired token is replaced; status messages refresh ours', async () => {
    renderWithProviders(<VerificationPanel initial={view()} />);
    expect(screen.queryByRole('form', { name: 'Upload your document' })).toBeNull();
    expect(screen.queryByTestId('sumsub-websdk')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start verification' }));
    expect(await screen.findByTestId('sumsub-websdk')).toHaveTextContent('token-1');
    expect(sdk.props?.accessToken).toBe('token-1');
    expect(sdk.props?.config).toEqual({ lang: 'en' });

    // the token ran out: the SDK asks for another, from the platform
    await expect(sdk.props!.expirationHandler()).resolves.toBe('token-2');
    expect(tokens).toHaveLength(2);

    // the applicant was submitted: our status is asked again (the webhook decides the outcome)
    status = view({ status: 'pending', is_on_verification: true });
    act(() => sdk.props!.onMessage('idCheck.onApplicantSubmitted', {}));
    await waitFor(() => expect(screen.getByTestId('verification-status')).toHaveTextContent('Under review'));
    expect(screen.queryByTestId('sumsub-websdk')).toBeNull();
  });

  it('an applicant status change shows the review result; other messages change nothing', async () => {
    status = view({ status: 'init' });
    renderWithProviders(<VerificationPanel initial={view({ status: 'init' })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start verification' }));
    await screen.findByTestId('sumsub-websdk');
    const asked = vi.fn();
    server.use(api.get('verification/getStatus', () => (asked(), ok(status))));
    act(() => sdk.props!.onMessage('idCheck.onStepCompleted', {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
    status = view({ status: 'approved', is_verified: true });
    act(() => sdk.props!.onMessage('idCheck.onApplicantStatusChanged', { reviewStatus: 'completed' }));
    await waitFor(() => expect(screen.getByTestId('verification-status')).toHaveTextContent('Verified'));
    expect(screen.getByText('Your identity is verified. Thank you!')).toBeInTheDocument();
  });

  it('says so when the provider cannot be reached, and the demo provider gets its upload form instead', async () => {
    server.use(api.post('sumsub/getAccessToken', () => failure('BillingUnavailableException', { reason: 'verification_provider_unavailable' }, undefined, 503)));
    const { unmount } = renderWithProviders(<VerificationPanel initial={view()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start verification' }));
    expect(await screen.findByText(/The verification service is not available right now/)).toBeInTheDocument();
    expect(screen.queryByTestId('sumsub-websdk')).toBeNull();
    unmount();
    status = view({ provider: 'demo' });
    renderWithProviders(<VerificationPanel initial={view({ provider: 'demo' })} />);
    expect(await screen.findByRole('form', { name: 'Upload your document' })).toBeInTheDocument(); // its own chunk (next/dynamic)
    expect(screen.queryByRole('button', { name: 'Start verification' })).toBeNull();
  });
});

/** Rendered, and its first status refetch answered (nothing left in flight when the test ends). */
async function renderSettled(initial: VerificationStatusView) {
  const rendered = renderWithProviders(<VerificationPanel initial={initial} />);
  await waitFor(() => expect(rendered.queryClient.isFetching()).toBe(0));
  return rendered;
}

describe('VerificationPanel after a rejection (reject type RETRY or FINAL)', () => {
  it('RETRY: says what to fix from the moderation comment and offers a new attempt', async () => {
    status = view({ status: 'rejected', reject_type: 'RETRY', reject_reason: 'UNSATISFACTORY_PHOTOS,SCREENSHOTS', reject_comment: 'We do not accept screenshots. Please upload an original photo.' });
    await renderSettled(status);
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Rejected');
    const fix = screen.getByRole('region', { name: 'What to fix' });
    expect(fix).toHaveTextContent('We do not accept screenshots. Please upload an original photo.');
    expect(screen.getByRole('button', { name: 'Start verification' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'contact support' })).toBeNull();
  });

  it('RETRY without a comment: the labels it knows say what to fix (the specific ones before "unreadable")', async () => {
    status = view({ status: 'rejected', reject_type: 'RETRY', reject_reason: 'UNSATISFACTORY_PHOTOS,SCREENSHOTS,SOME_NEW_LABEL' });
    await renderSettled(status);
    const items = within(screen.getByRole('region', { name: 'What to fix' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Screenshots are not accepted: send a photo or a scan of the document itself.']);
  });

  it('RETRY with the demo provider: its hint, and the upload form again', async () => {
    status = view({ provider: 'demo', status: 'rejected', reject_type: 'RETRY', reject_reason: 'document_unreadable' });
    await renderSettled(status);
    expect(within(screen.getByRole('region', { name: 'What to fix' })).getByRole('listitem')).toHaveTextContent(/could not be read/);
    expect(await screen.findByRole('form', { name: 'Upload your document' })).toBeInTheDocument();
  });

  it('an answer without reject_type (an older platform) is a retry, as before', async () => {
    status = view({ status: 'rejected', reject_reason: 'FORGERY' });
    await renderSettled(status);
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Rejected');
    expect(screen.getByText('Your document could not be accepted. Please upload a clear scan of a valid document.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start verification' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What to fix' })).toBeNull(); // no label it can explain
  });

  it('FINAL: declined, no new attempt offered; the player is sent to support', async () => {
    status = view({ status: 'rejected', reject_type: 'FINAL', reject_reason: 'FORGERY', reject_comment: 'Your application cannot be accepted.' });
    await renderSettled(status);
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Declined');
    expect(screen.getByText(/Your identity verification was declined/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');
    expect(screen.queryByRole('button', { name: 'Start verification' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What to fix' })).toBeNull();
    expect(screen.queryByText('Your document could not be accepted. Please upload a clear scan of a valid document.')).toBeNull();
  });

  it('FINAL with the demo provider: no upload form', async () => {
    status = view({ provider: 'demo', status: 'rejected', reject_type: 'FINAL', reject_reason: 'declined' });
    await renderSettled(status);
    expect(screen.getByRole('link', { name: 'contact support' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the form's chunk would have loaded by now
    expect(screen.queryByRole('form', { name: 'Upload your document' })).toBeNull();
  });
});
