import { act, screen, waitFor } from '@testing-library/react';
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
