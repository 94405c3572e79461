/** next-intl namespaces the shell's client leaves read; the layout passes just these to the browser. */
export const SHELL_MESSAGE_NAMESPACES = ['Dialog', 'PasswordInput', 'Toasts', 'ThemeSwitch', 'LanguageSwitcher', 'Sidebar', 'MenuLink'] as const;

/** The named namespaces of a dictionary (missing ones are skipped). */
export function pickMessages<M extends Record<string, unknown>>(messages: M, namespaces: readonly string[]): Partial<M> {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]])) as Partial<M>;
}
