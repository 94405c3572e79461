/** SPEC §3 socialsList entry of the social auth type. */
export type SocialItem = { id: number; icon: string; name: string; service: string };

/**
 * The social auth type's socialsList. The CMS does not carry auth types yet, so this is the
 * default: the platform's built-in demo provider and Google (which answers "unavailable" until
 * OAUTH_GOOGLE_CLIENT_ID/SECRET are set on the server).
 */
export const SOCIALS_LIST: readonly SocialItem[] = [
  { id: 1, icon: 'demo', name: 'Demo ID', service: 'demo' },
  { id: 2, icon: 'google', name: 'Google', service: 'google' },
];

/** The provider's logo (an SVG under /images/social), by its icon name. */
export const socialLogo = (social: SocialItem) => `/images/social/${encodeURIComponent(social.icon)}.svg`;

/** The entries whose service the platform has configured; none while that is not known yet. */
export function configuredSocials(socials: readonly SocialItem[], services: readonly string[] | undefined): SocialItem[] {
  return services ? socials.filter((s) => services.includes(s.service)) : [];
}

/** Dialog id of the socialRegistration view (non-closable: opened with preventClose). */
export const SOCIAL_REGISTRATION_DIALOG_ID = 'social-registration';

/** SPEC §9 popup size. */
export const OAUTH_POPUP = { width: 640, height: 480 } as const;

export type TypeAuth = 'login' | 'registration';

/** SPEC §7: /oauth/init with service, redirect_url and type_auth. */
export function oauthInitUrl(input: { service: string; typeAuth: TypeAuth; redirectUrl: string }): string {
  const query = new URLSearchParams({ service: input.service, redirect_url: input.redirectUrl, type_auth: input.typeAuth });
  return `/oauth/init?${query.toString()}`;
}

/** What the platform's popup page posts back. */
export type OAuthMessage = { type: 'oauth'; status: 'ok' } | { type: 'oauth'; status: 'error'; error?: string };

export function isOAuthMessage(value: unknown): value is OAuthMessage {
  if (!value || typeof value !== 'object') return false;
  const { type, status } = value as Record<string, unknown>;
  return type === 'oauth' && (status === 'ok' || status === 'error');
}

/** Opens `url` in a centred popup window of `size`; null when the browser blocked it. */
export function openCenteredPopup(url: string, name: string, size: { width: number; height: number } = OAUTH_POPUP, win: Window = window): Window | null {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - size.height) / 2));
  return win.open(url, name, `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`);
}
