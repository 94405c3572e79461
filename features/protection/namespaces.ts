/** Message namespaces the protection components read on the client. */
export const PROTECTION_NAMESPACES = ['Protection', 'Validation', 'PasswordInput'] as const;
