'use client';

import dynamic from 'next/dynamic';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@/components/link';
import { hasDialog, registerDialog, useDialogStore } from '@/features/shell';
import { useLocalize } from '@/features/system';
import { PROMOTION_DIALOG_ID, promotionHref, type PromotionDetail } from '../promotion-detail';

// Lazy: the dialog's code loads when it first opens; it reads no messages of its own.
registerDialog(
  PROMOTION_DIALOG_ID,
  dynamic(() => import('./promotion-dialog').then((m) => m.PromotionDialog)),
);

const modified = (e: MouseEvent) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;

type Props = { promotion: PromotionDetail; className?: string; children: ReactNode; 'aria-label'?: string };

/**
 * A promotion card's "Learn more": a link to /promotions?promotion={key}, where the server renders
 * the promotion's detail (without JavaScript, for crawlers, in a new tab), that opens the promotion
 * detail dialog instead once scripts run. The dialog returns focus here when it closes.
 */
export function PromotionDetailLink({ promotion, className, children, 'aria-label': label }: Props) {
  const localize = useLocalize();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (modified(event) || !hasDialog(PROMOTION_DIALOG_ID)) return;
    event.preventDefault();
    useDialogStore.getState().open(PROMOTION_DIALOG_ID, { promotion });
  };
  return (
    <Link href={localize(promotionHref(promotion.key))} onClick={onClick} aria-haspopup="dialog" aria-label={label} className={className}>
      {children}
    </Link>
  );
}
