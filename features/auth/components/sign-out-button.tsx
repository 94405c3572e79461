'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/button';
import { toast } from '@/features/shell';
import { paths } from '@/lib/routing';
import { useLogout } from '../api';
import { useLocalize } from '@/features/system';

/** Signs the player out (POST logout), then home as a guest. */
export function SignOutButton({ className }: { className?: string }) {
  const t = useTranslations('SignOut');
  const router = useRouter();
  const localize = useLocalize();
  const logout = useLogout();

  const signOut = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      toast({ type: 'error', text: t('failed') });
      return;
    }
    router.push(localize(paths.home()));
    router.refresh();
  };

  return (
    <Button variant="ghost" size="sm" className={className} loading={logout.isPending} onClick={() => void signOut()}>
      {t('label')}
    </Button>
  );
}
