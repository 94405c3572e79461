import { Image } from '@/components/image';
import type { PromotionDetail } from '../promotion-detail';

/**
 * A promotion's picture and full text (HTML sanitised on the server), the same in the dialog and
 * in the server-rendered detail. No hooks: it renders in either.
 */
export function PromotionText({ promotion }: { promotion: Pick<PromotionDetail, 'image' | 'html'> }) {
  return (
    <>
      {promotion.image ? <Image src={promotion.image} alt="" width={735} height={240} className="aspect-[735/240] w-full rounded-lg object-cover" /> : null}
      <div
        data-testid="promotion-text"
        className="flex flex-col gap-3 text-start text-sm [&_a]:text-brand-600 [&_a]:underline [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ms-5 [&_li+li]:mt-1 [&_ol]:list-decimal [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: promotion.html }}
      />
    </>
  );
}
