import { useTranslations } from 'next-intl';
import { Image } from '@/components/image';
import { LocalLink } from '@/features/system';
import type { Offer } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { describeOffer } from '../describe';

/** An offer tile: image, title, summary and a link to its page. */
export function OfferCard({ offer }: { offer: Offer }) {
  const t = useTranslations('OfferCard');
  const { title, summary, image } = describeOffer(offer);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-(--surface)">
      {image ? <Image src={image} alt="" width={480} height={240} className="aspect-[2/1] w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold">{title}</h3>
        {summary ? <p className="line-clamp-3 text-sm text-(--muted)">{summary}</p> : null}
        <LocalLink href={paths.offer(offer.id)} className="mt-auto pt-2 text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
          {t('details')}
          <span className="sr-only">: {title}</span>
        </LocalLink>
      </div>
    </article>
  );
}
