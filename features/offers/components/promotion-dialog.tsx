'use client';

import { Link } from '@/components/link';
import { buttonVariants } from '@/components/button';
import { StackDialog, type DialogComponentProps } from '@/features/shell';
import { useLocalize } from '@/features/system';
import { hasDangerousProtocol, isInternalPath } from '@/lib/routing';
import type { PromotionDetail } from '../promotion-detail';
import { PromotionText } from './promotion-text';

type Props = DialogComponentProps<{ promotion: PromotionDetail }>;

/**
 * SPEC §2 "promotion detail": a promotion's title, picture, full description and terms, and its
 * call to action (the card's own). Opened by the card's "Learn more" (PromotionDetailLink); its code
 * loads on the first open.
 */
export function PromotionDialog({ dialog, promotion }: Props) {
  const localize = useLocalize();
  const { action } = promotion;
  const className = buttonVariants({ block: true });
  return (
    <StackDialog dialog={dialog} title={promotion.title}>
      <PromotionText promotion={promotion} />
      {action ? (
        isInternalPath(action.link) ? (
          <Link href={localize(action.link)} className={className} onClick={() => void dialog.close({ force: true })}>
            {action.title}
          </Link>
        ) : hasDangerousProtocol(action.link) ? null : (
          <a href={action.link} className={className} rel="noopener">
            {action.title}
          </a>
        )
      ) : null}
    </StackDialog>
  );
}
