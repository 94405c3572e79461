import { getTranslations } from 'next-intl/server';
import { localeHref } from '../locale-href';
import { SystemActionLink } from './system-action';

type Props = { namespace: 'SignInPage' | 'SignUpPage'; query: string };

/**
 * The standalone form routes' body for now: a heading, why, and a button to home with the popup
 * query (`?show_popup_auth=1` / `?show_popup_reg=1`) that opens the real form.
 */
export async function AuthHandoff({ namespace, query }: Props) {
  const t = await getTranslations(namespace);
  const href = await localeHref(`/?${query}=1`);
  return (
    <section aria-labelledby="auth-handoff-title" className="flex flex-col items-center gap-4 text-center">
      <h1 id="auth-handoff-title" className="text-2xl font-semibold">
        {t('title')}
      </h1>
      <p className="text-(--muted)">{t('description')}</p>
      <SystemActionLink href={href}>{t('button')}</SystemActionLink>
    </section>
  );
}
