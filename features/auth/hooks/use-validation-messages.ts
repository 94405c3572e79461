'use client';

import { useMessages } from 'next-intl';
import type { MessageSource } from '@/lib/validation';

/** The translated §5 dictionary (raw templates: validators fill {min}, {max}, {value} themselves). */
export function useValidationMessages(): MessageSource | undefined {
  const messages = useMessages() as Record<string, unknown>;
  return messages.Validation as MessageSource | undefined;
}
