'use client';

import dynamic from 'next/dynamic';

// The profile's forms behind their own chunks: server-rendered as before, their scripts
// (react-hook-form, the fields, the contacts' phone input) load beside the page instead of in its
// first-load JS; each form's fields stay disabled until it has hydrated (`Form`), as they did. Their
// zod schemas load later still, with a form's first validation (lazyResolver).

export const LazyPersonalDataForm = dynamic(() => import('./personal-data-form').then((m) => m.PersonalDataForm));
export const LazyContactsPanel = dynamic(() => import('./contacts-panel').then((m) => m.ContactsPanel));
export const LazyAccountPreferences = dynamic(() => import('./account-preferences').then((m) => m.AccountPreferences));
export const LazyPasswordForm = dynamic(() => import('./password-form').then((m) => m.PasswordForm));
export const LazyNotificationSettingsForm = dynamic(() => import('./notification-settings-form').then((m) => m.NotificationSettingsForm));
// Two-factor's code step is a form (react-hook-form): the security page's first load would carry it.
export const LazyTwoFactorPanel = dynamic(() => import('./two-factor-panel').then((m) => m.TwoFactorPanel));
