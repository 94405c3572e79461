'use client';

import SumsubWebSdk from '@sumsub/websdk-react';
import { useLocale } from 'next-intl';
import { fetchVerificationToken } from '../../api';

type Props = { accessToken: string; onStatus: () => void; onError: () => void };

/**
 * Sumsub's WebSDK (loaded only when the operator configured Sumsub keys): an expired token is
 * replaced by a new one from sumsub/getAccessToken; an applicant status message refreshes ours
 * (the webhook, not the browser, decides the outcome).
 */
export default function SumsubWidget({ accessToken, onStatus, onError }: Props) {
  const locale = useLocale();
  return (
    <SumsubWebSdk
      accessToken={accessToken}
      expirationHandler={() => fetchVerificationToken()}
      config={{ lang: locale.slice(0, 2) }}
      onMessage={(type: string) => {
        if (type === 'idCheck.onApplicantStatusChanged' || type === 'idCheck.onApplicantSubmitted') onStatus();
      }}
      onError={onError}
    />
  );
}
