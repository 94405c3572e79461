import type { ReactNode } from 'react';
import { LOYALTY_CLIENT_NAMESPACES } from '@/features/loyalty';
import { MessagesScope } from '@/features/shell';

/** The loyalty pages (levels, a programme, the shop): their client components' messages, once for the segment. */
export default function LoyaltyLayout({ children }: { children: ReactNode }) {
  return <MessagesScope namespaces={LOYALTY_CLIENT_NAMESPACES}>{children}</MessagesScope>;
}
