'use client';

import { CONSENT_COOKIE } from '../consent';

/**
 * The footer's way back to the analytics choice (GDPR: withdrawing consent as easy as giving it):
 * forgets the stored choice and reloads, so the banner asks again and, until a new yes, no tool
 * loads. Shown only once a choice exists.
 */
export function ConsentSettingsButton({ label }: { label: string }) {
  const reset = () => {
    document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    window.location.reload();
  };
  return (
    <button type="button" onClick={reset} className="font-medium text-(--text) underline underline-offset-4 hover:no-underline">
      {label}
    </button>
  );
}
