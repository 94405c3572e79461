import { buttonVariants } from '@/components/button';
import { Image } from '@/components/image';
import type { CmsBanner } from '@/lib/cms';
import { hasDangerousProtocol } from '@/lib/routing';

/** The home hero: CMS banners side by side (scrollable on small screens), the first one eager. */
export function HeroBanners({ banners, label }: { banners: readonly CmsBanner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={label} className="mb-10">
      <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2">
        {banners.map((banner, i) => (
          <li key={banner.id} className="relative w-[88%] shrink-0 snap-start overflow-hidden rounded-2xl bg-(--surface) md:w-[60%]">
            {banner.description.image ? (
              <Image src={banner.description.image} alt="" width={960} height={400} priority={i === 0} className="aspect-[12/5] w-full object-cover" />
            ) : null}
            <div className="absolute inset-0 flex flex-col justify-end gap-2 bg-linear-to-t from-black/70 to-transparent p-6 text-white">
              <h2 className="text-xl font-bold md:text-2xl">{banner.title}</h2>
              {banner.description.html ? <div className="max-w-md text-sm" dangerouslySetInnerHTML={{ __html: banner.description.html }} /> : null}
              {banner.description.button && !hasDangerousProtocol(banner.description.button.link) ? (
                <a href={banner.description.button.link} className={buttonVariants({ className: 'self-start' })}>
                  {banner.description.button.title}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
