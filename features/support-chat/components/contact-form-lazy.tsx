'use client';

import dynamic from 'next/dynamic';

/**
 * The contact form behind its own chunk: server-rendered as before, its script (react-hook-form)
 * loads beside the page instead of in its first-load JS; the form's fields stay disabled until it
 * has hydrated (`Form`), as they did.
 */
export const LazyContactForm = dynamic(() => import('./contact-form').then((m) => m.ContactForm));
