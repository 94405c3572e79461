// The shell: providers, theme, dialog stack, toasts, header, sidebar, footer and site settings.
// Server components and pure helpers are safe anywhere; hooks and stores are for client components.

// Layout building blocks (server components)
export { DefaultShell, type DefaultShellProps } from './components/default-shell';
export { ShellProviders } from './components/shell-providers';
export { CustomCode, FaviconLinks } from './components/site-settings';
export { InlineScript } from './components/inline-script';
export type { ShellLogin } from './components/header';

// Client leaves other features may place
export { AuthLink, AUTH_DIALOG_ID, type AuthView } from './components/auth-link';
export { LanguageSwitcher } from './components/language-switcher';
export { StackDialog } from './components/stack-dialog';
export { DialogSlot } from './components/dialog-slot';
// The layout's host of registered dialogs (DefaultShell renders it); features' tests render it beside the opener.
export { DialogHost } from './components/dialog-host';
export { SIDEBAR_DIALOG_ID } from './components/sidebar-trigger';
export { ThemeSwitch } from './components/theme-switch';
export { ToastRegion } from './components/toast-region';

// Theme (server helper + constants)
export { readTheme, themeCookie, DEFAULT_THEME, THEMES, THEME_COOKIE, THEME_COOKIE_MAX_AGE, type Theme, type CookieReader } from './theme';

// Dialog stack
export {
  useDialogStore,
  DIALOG_PRIORITY,
  isDialogOpen,
  type BeforeClose,
  type CloseOptions,
  type DialogEntry,
  type DialogOptions,
  type DialogType,
} from './dialog-store';
export { registerDialog, hasDialog, type DialogComponentProps, type DialogHandle } from './dialog-registry';

// Toasts
export { toast, dismissToast, useToastStore, TOAST_DEFAULT_TIME, TOAST_TYPES, type Toast, type ToastInput, type ToastType } from './toast-store';

// Pure helpers
export { isChatBadgeVisible, CHAT_BADGE_HIDDEN_ROUTES } from './chat-badge';
export { bannerFor, resolveMenuLink, type LinkContext, type ResolvedLink } from './menu-links';
export { headInjectionScript, type CodePosition } from './site-settings';
export { pickMessages, SHELL_MESSAGE_NAMESPACES } from './messages';

// backUrl (SPEC §2): captured on navigation, followed after social sign-in or payment
export { BackUrlCapture } from './components/back-url-capture';
export { FollowBackUrl } from './components/follow-back-url';
export { backUrlKeyFor, captureBackUrl, takeBackUrl } from './back-url';
export { MessagesScope } from './components/messages-scope';
export { LazyMessages } from './components/lazy-messages';
