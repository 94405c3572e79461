import { buttonVariants } from '@/components/button';
import { Image } from '@/components/image';
import { LocalLink } from '@/features/system';
import type { CmsBanner } from '@/lib/cms';
import { hasDangerousProtocol, isInternalPath } from '@/lib/routing';

function BannerButton({ button }: { button: NonNullable<CmsBanner['description']['button']> }) {
  const className = buttonVariants({ className: 'self-start' });
  if (isInternalPath(button.link)) {
    return (
      <LocalLink href={button.link} className={className}>
        {button.title}
      </LocalLink>
    );
  }
  if (hasDangerousProtocol(button.link)) return null;
  return (
    <a href={button.link} className={className} rel="noopener">
      {button.title}
    </a>
  );
}

/** CMS banners side by side (scrollable on small screens), the first one eager: the home hero, the promotions strip. */
export function HeroBanners({ banners, label }: { banners: readonly CmsBanner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={label} className="mb-10">
      <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {banners.map((banner, i) => (
          <li key={banner.id} className="relative w-[88%] shrink-0 snap-start overflow-hidden rounded-2xl bg-(--surface) md:w-[60%]">
            {banner.description.image ? (
              <Image src={banner.description.image} alt="" width={960} height={400} priority={i === 0} className="aspect-[12/5] w-full object-cover" />
            ) : null}
            <div className="absolute inset-0 flex flex-col justify-end gap-2 bg-linear-to-t from-black/70 to-transparent p-6 text-white">
              <p className="text-xl font-bold md:text-2xl">{banner.title}</p>
              {banner.description.html ? <div className="max-w-md text-sm" dangerouslySetInnerHTML={{ __html: banner.description.html }} /> : null}
              {banner.description.button ? <BannerButton button={banner.description.button} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
