'use client';

import dynamic from 'next/dynamic';

/** The confirmation hint (with its resend mutation) hydrates from its own chunk, like the settings' forms beside it. */
export const LazyConfirmContactHint = dynamic(() => import('./confirm-contact-hint').then((m) => m.ConfirmContactHint));
