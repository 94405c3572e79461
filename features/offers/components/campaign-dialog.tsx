'use client';

import { Link } from '@/components/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/button';
import { Image } from '@/components/image';
import { StackDialog, type DialogComponentProps } from '@/features/shell';
import type { CampaignContent } from '../campaign-popups';

type Props = DialogComponentProps<{ content: CampaignContent; preview?: boolean; href?: string }>;

/** SPEC §2 campaign popup: the operator's message with one call to action. */
export function CampaignDialog({ dialog, content, preview, href }: Props) {
  const t = useTranslations('CampaignPopup');
  return (
    <StackDialog dialog={dialog} title={content.title} description={preview ? t('preview') : undefined}>
      <div className="space-y-4">
        {content.image && <Image src={content.image} alt="" width={480} height={240} className="w-full rounded-lg object-cover" />}
        {content.text && <p className="text-(--muted)">{content.text}</p>}
        {content.button && (
          <Link href={href ?? content.button.link} className={buttonVariants({ block: true })} onClick={() => void dialog.close({ force: true })}>
            {content.button.title}
          </Link>
        )}
      </div>
    </StackDialog>
  );
}
