import { useTranslations } from 'next-intl';
import { Image } from '@/components/image';
import { LocalLink } from '@/features/system';
import type { Provider } from '@/lib/contract';
import { paths } from '@/lib/routing';

/** Provider tiles linking to the game hall filtered by that provider. */
export function ProviderGrid({ providers }: { providers: readonly Provider[] }) {
  const t = useTranslations('ProvidersPage');
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {providers.map((provider) => (
        <li key={provider.sysname}>
          <LocalLink
            href={paths.gamehall({ providers: [provider.sysname] })}
            className="flex h-full flex-col items-center gap-2 rounded-xl bg-(--surface) p-4 text-center hover:bg-(--surface-2)"
          >
            {provider.image ? <Image src={provider.image} alt="" width={120} height={48} className="h-12 w-auto object-contain" /> : null}
            <span className="font-medium">{provider.name}</span>
            <span className="text-xs text-(--muted)">{t('gamesCount', { count: provider.games_count })}</span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
