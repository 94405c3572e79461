import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localeHref } from '../locale-href';
import { SYSTEM_PAGES, type SystemPageKind } from '../system-kinds';
import { SystemActionLink } from './system-action';
import { SystemPageView } from './system-page-view';

type Props = {
  kind: SystemPageKind;
  /** Transaction id of a cashier outcome page. */
  transaction?: string;
  /** Another line under the description, e.g. 'Page Not Found: /x'. */
  detail?: string;
  /** Replaces the default button. */
  actions?: ReactNode;
  /** Path the maintenance button reloads (defaults to home). */
  reloadPath?: string;
};

/** Server-rendered system page, translated from the SystemPages namespace (SPEC §2). */
export async function SystemPage({ kind, transaction, detail, actions, reloadPath = '/' }: Props) {
  const t = await getTranslations('SystemPages');
  const spec = SYSTEM_PAGES[kind];
  const href = await localeHref(spec.target ?? reloadPath);
  return (
    <SystemPageView
      kind={kind}
      title={t(`${spec.messages}.title`)}
      description={t(`${spec.messages}.description`)}
      detail={transaction ? t('transaction', { id: transaction }) : detail}
      pendingLabel={t('pending')}
      actions={
        actions ?? (
          <SystemActionLink href={href} reload={spec.target === null}>
            {t(`${spec.messages}.button`)}
          </SystemActionLink>
        )
      }
    />
  );
}

/** The SystemPages copy for metadata: title and description of a kind. */
export async function systemPageCopy(kind: SystemPageKind, locale: string) {
  const t = await getTranslations({ locale, namespace: 'SystemPages' });
  const key = SYSTEM_PAGES[kind].messages;
  return { title: t(`${key}.title`), description: t(`${key}.description`) };
}
