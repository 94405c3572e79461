import type { ReactNode } from 'react';
import { Container } from '@/components/container';
import { PageHeader } from '@/features/system';
import { CashierNav, type CashierTab } from './cashier-nav';

type Props = { tab?: CashierTab; title: string; description?: string; children: ReactNode };

/** A cashier page: its heading, the cashier's section links, then the section. */
export function CashierFrame({ tab, title, description, children }: Props) {
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={title} description={description} />
      <CashierNav current={tab} />
      {children}
    </Container>
  );
}
