import { useFormatter, useTranslations } from 'next-intl';
import { Image } from '@/components/image';
import { readText, type Row } from '@/features/system';

/** Loyalty shop products: image, name and price in points. Buying belongs to the loyalty work. */
export function ProductGrid({ products }: { products: readonly Row[] }) {
  const t = useTranslations('LoyaltyShopPage');
  const format = useFormatter();
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product, i) => {
        const name = readText(product, 'title', 'name') ?? `#${i + 1}`;
        const image = readText(product, 'image');
        const price = Number(readText(product, 'price', 'points', 'cost'));
        return (
          <li key={readText(product, 'id', 'sysname') ?? i} className="flex flex-col gap-2 rounded-xl bg-(--surface) p-4">
            {image ? <Image src={image} alt="" width={240} height={160} className="aspect-[3/2] w-full rounded-lg object-cover" /> : null}
            <h2 className="font-semibold">{name}</h2>
            {Number.isFinite(price) ? <p className="text-sm text-(--muted)">{t('price', { points: format.number(price) })}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
