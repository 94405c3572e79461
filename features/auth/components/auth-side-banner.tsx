import { Image } from '@/components/image';
import type { AuthPopupBanner } from '@/lib/cms';
import type { AuthConfig } from '../config';
import type { Character } from '../store';

/**
 * §2: registration shows the side banner when the character selector is on or a banner exists,
 * other views when a banner exists; never when compact. With the character selector on, the
 * registration view shows the picked character instead (see showsCharacter).
 */
export function showsSideBanner(banner: AuthPopupBanner | null): banner is AuthPopupBanner {
  return banner !== null && banner.banner_type !== 'compact';
}

/**
 * The auth popup's side banner: the 360×520 picture beside the form, the 735×240 one above it on
 * narrow screens; label, value and the addition (HTML sanitised by getCmsConfig).
 */
export function AuthSideBanner({ banner }: { banner: AuthPopupBanner }) {
  const { images } = banner;
  const tall = images['360x520'] ?? images.default;
  const wide = images['735x240'] ?? images.default ?? tall;
  return (
    <aside
      aria-label={banner.label}
      data-banner-type={banner.banner_type}
      className="relative flex shrink-0 flex-col justify-end overflow-hidden rounded-xl bg-(--surface-2) md:w-60"
    >
      {wide && (
        <picture>
          {tall && <source media="(min-width: 768px)" srcSet={tall} />}
          <img src={wide} alt="" className="h-32 w-full object-cover md:absolute md:inset-0 md:h-full" />
        </picture>
      )}
      <div className="relative flex flex-col gap-1 p-4 text-white md:bg-linear-to-t md:from-black/70">
        <p className="text-sm font-semibold uppercase">{banner.label}</p>
        <p className="text-2xl font-bold">{banner.value}</p>
        {banner.addition ? <div className="text-sm" dangerouslySetInnerHTML={{ __html: banner.addition }} /> : null}
      </div>
    </aside>
  );
}

/** §2: the registration view with the character selector on shows the picked character's image, unless the banner is compact. */
export function showsCharacter(view: string, config: Pick<AuthConfig, 'characterSelect'>, banner: AuthPopupBanner | null): boolean {
  return view === 'registration' && config.characterSelect && banner?.banner_type !== 'compact';
}

/** The picked character beside the registration form (above it on narrow screens). */
export function CharacterPicture({ character }: { character: Character }) {
  return (
    <figure className="flex shrink-0 flex-col items-center justify-center gap-2 rounded-xl bg-(--surface-2) p-4 md:w-60">
      <Image src={character.image} alt="" width={200} height={240} className="h-32 w-auto md:h-60" />
      <figcaption className="text-lg font-semibold">{character.name}</figcaption>
    </figure>
  );
}
