/** next-intl namespaces the auth popup and forms read in the browser (add them to the layout's pickMessages). */
export const AUTH_MESSAGE_NAMESPACES = ['AuthPopup', 'SocialAuth', 'Validation', 'popups', 'common', 'Inactivity'] as const;
