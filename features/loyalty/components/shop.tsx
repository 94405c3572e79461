'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Image } from '@/components/image';
import { toast } from '@/features/shell';
import { isApiError } from '@/lib/api';
import type { LoyaltyProduct } from '@/lib/contract';
import { useBuyProduct } from '../api';
import { formatAmount } from '@/lib/format/money';

type Props = { products: LoyaltyProduct[]; points: number | null; level: number | null; alias: string };

/**
 * The loyalty shop: each product with its price; buying asks to confirm, then spends the points
 * (never the level); too few points open the insufficient-funds dialog.
 */
export function Shop({ products, points: initialPoints, level, alias }: Props) {
  const t = useTranslations('LoyaltyClient');
  const router = useRouter();
  const buy = useBuyProduct();
  const [points, setPoints] = useState(initialPoints);
  const [chosen, setChosen] = useState<LoyaltyProduct | null>(null);
  const [dialog, setDialog] = useState<'confirm' | 'poor' | null>(null);
  const signedIn = points !== null;

  const start = (product: LoyaltyProduct) => {
    setChosen(product);
    setDialog(points !== null && points < product.price ? 'poor' : 'confirm');
  };
  const confirm = () =>
    chosen &&
    buy.mutate(chosen.id, {
      onSuccess: (data) => {
        setPoints(data.points);
        setDialog(null);
        toast({ type: 'success', text: t('bought', { title: chosen.title }) });
        router.refresh();
      },
      onError: (error) => {
        const reason = isApiError(error) ? JSON.stringify(error.data ?? {}) : '';
        if (reason.includes('insufficient')) setDialog('poor');
        else {
          setDialog(null);
          toast({ type: 'error', text: reason.includes('level_too_low') ? t('levelTooLow') : t('buyFailed') });
        }
      },
    });

  return (
    <>
      {signedIn ? (
        <p className="mb-4 text-lg" data-testid="shop-points">
          {t('yourPoints', { points: formatAmount(points), alias })}
        </p>
      ) : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="flex flex-col gap-2 rounded-xl bg-(--surface) p-4">
            {product.image ? <Image src={product.image} alt="" width={64} height={64} className="size-16" /> : null}
            <h2 className="font-semibold">{product.title}</h2>
            <p className="text-sm text-(--muted)">{product.description}</p>
            <p className="mt-auto font-semibold tabular-nums">{t('price', { points: formatAmount(product.price), alias })}</p>
            {product.min_level > 1 ? <p className="text-xs text-(--muted)">{t('minLevel', { level: product.min_level })}</p> : null}
            <Button onClick={() => start(product)} disabled={!signedIn || (level !== null && level < product.min_level)} aria-label={t('buyNamed', { title: product.title })}>
              {t('buy')}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog
        open={dialog === 'confirm'}
        onOpenChange={(open) => !open && setDialog(null)}
        presentation="confirm"
        title={t('confirmTitle')}
        footer={
          <>
            <Button variant="outline" onClick={() => setDialog(null)}>
              {t('cancel')}
            </Button>
            <Button loading={buy.isPending} onClick={confirm}>
              {t('confirmBuy')}
            </Button>
          </>
        }
      >
        <p>{chosen ? t('confirmText', { title: chosen.title, points: formatAmount(chosen.price), alias }) : null}</p>
      </Dialog>
      <Dialog
        open={dialog === 'poor'}
        onOpenChange={(open) => !open && setDialog(null)}
        presentation="confirm"
        title={t('poorTitle')}
        footer={<Button onClick={() => setDialog(null)}>{t('ok')}</Button>}
      >
        <p>{chosen ? t('poorText', { points: formatAmount(Math.max(0, chosen.price - (points ?? 0))), alias }) : null}</p>
      </Dialog>
    </>
  );
}
