import { Link } from '@/components/link';
import { buttonVariants } from '@/components/button';
import { Image } from '@/components/image';
import type { MenuBanner } from '@/lib/cms/types';
import { localizePath } from '@/lib/routing/locale-path';
import { paths } from '@/lib/routing/paths';
import { bannerFor, type LinkContext } from '../menu-links';
import { AuthLink } from './auth-link';

type Props = { banner: MenuBanner; ctx: LinkContext; signedIn: boolean };

/** The sidebar promo banner (336×180): its button opens the cashier for players, sign-up for guests. */
export function SidebarBanner({ banner, ctx, signedIn }: Props) {
  const view = bannerFor(banner, signedIn);
  const href = (path: string) => localizePath(path, ctx.locale, ctx.defaultLocale);
  const button = buttonVariants({ size: 'sm', className: 'self-start' });

  return (
    <div className="overflow-hidden rounded-xl border border-(--border) bg-(--surface-2)">
      <Image src={view.image} width={336} height={180} alt="" className="aspect-[336/180] h-auto w-full object-cover" />
      <div className="flex flex-col gap-2 p-4">
        <p className="text-base font-bold">{view.title}</p>
        {view.subtitle && <p className="text-sm text-(--muted)">{view.subtitle}</p>}
        {signedIn ? (
          <Link href={href(paths.cashierDeposit())} className={button}>
            {view.buttonTitle}
          </Link>
        ) : (
          <AuthLink view="registration" href={href(paths.signUp())} className={button}>
            {view.buttonTitle}
          </AuthLink>
        )}
      </div>
    </div>
  );
}
