import { Image } from '@/components/image';
import { ContentLink } from '@/features/system';
import { describeBanner, type PlatformBanner } from '../describe';
import { platformPromotion } from '../promotions';
import { PromotionLearnMore } from './promotion-learn-more';

const linkClass = 'text-sm font-medium text-brand-600 hover:underline dark:text-brand-400';

/**
 * Campaign banners as promotion cards; banners without a title or image are skipped. A banner with
 * a full text (`description.details`) gets a "Learn more" that opens the promotion detail dialog.
 */
export function PromotionList({ banners }: { banners: readonly PlatformBanner[] }) {
  const shown = banners.map((b) => ({ id: b.id, ...describeBanner(b), detail: platformPromotion(b) })).filter((b) => b.title || b.image);
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {shown.map((b) => (
        <li key={b.id} className="overflow-hidden rounded-xl bg-(--surface)">
          {b.image ? <Image src={b.image} alt={b.title ?? ''} width={735} height={240} className="aspect-[735/240] w-full object-cover" /> : null}
          {b.title || b.text ? (
            <div className="p-5">
              {b.title ? <h2 className="text-lg font-semibold">{b.title}</h2> : null}
              {b.text ? <p className="mt-1 text-sm text-(--muted)">{b.text}</p> : null}
              {(b.link && b.linkTitle) || b.detail ? (
                <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
                  {b.link && b.linkTitle ? (
                    <ContentLink href={b.link} className={linkClass}>
                      {b.linkTitle}
                    </ContentLink>
                  ) : null}
                  {b.detail ? <PromotionLearnMore promotion={b.detail} className={linkClass} /> : null}
                </div>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
