import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/button';
import { Image } from '@/components/image';
import { ContentLink } from '@/features/system';
import type { CmsBanner } from '@/lib/cms';

function BannerButton({ button }: { button: NonNullable<CmsBanner['description']['button']> }) {
  return (
    <ContentLink href={button.link} className={buttonVariants({ className: 'self-start' })}>
      {button.title}
    </ContentLink>
  );
}

type Props = {
  banners: readonly CmsBanner[];
  label: string;
  /** What a banner shows beside its button (the promotions page: its "Learn more"). */
  more?: (banner: CmsBanner) => ReactNode;
};

/** CMS banners side by side (scrollable on small screens), the first one eager: the home hero, the promotions strip. */
export function HeroBanners({ banners, label, more }: Props) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={label} className="mb-10">
      <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {banners.map((banner, i) => (
          <li key={banner.id} className="relative w-[88%] shrink-0 snap-start overflow-hidden rounded-2xl bg-(--surface) md:w-[60%]">
            {banner.description.image ? (
              <Image
                src={banner.description.image}
                alt=""
                width={960}
                height={400}
                sizes="(min-width: 768px) 60vw, 88vw"
                priority={i === 0}
                className="aspect-[4/3] w-full object-cover sm:aspect-[12/5]"
              />
            ) : null}
            {/* 4:3 on phones: the title, text and button fit above the fold of a 390 px screen (12:5 cut the title off). */}
            <div className="absolute inset-0 flex flex-col justify-end gap-2 bg-linear-to-t from-black/70 to-transparent p-4 text-white sm:p-6">
              <p className="text-xl font-bold md:text-2xl">{banner.title}</p>
              {banner.description.html ? <div className="max-w-md text-sm" dangerouslySetInnerHTML={{ __html: banner.description.html }} /> : null}
              {more ? (
                <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
                  {banner.description.button ? <BannerButton button={banner.description.button} /> : null}
                  {more(banner)}
                </div>
              ) : banner.description.button ? (
                <BannerButton button={banner.description.button} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
