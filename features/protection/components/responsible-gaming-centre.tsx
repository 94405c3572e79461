'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/components/link';
import { useRouter } from 'next/navigation';
import { useLocalize } from '@/features/system';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Notice } from '@/components/notice';
import { Select } from '@/components/select';
import type { ProtectionStatus } from '@/lib/contract';
import { REALITY_CHECK_MINUTES } from '@/lib/contract/protection-values';
import { paths } from '@/lib/routing';
import { protectionStatusQuery, useSetRealityCheck } from '../api';
import { fieldCodes } from '../errors';
import { BREAK_END_FORMAT } from '../session-format';
import { LimitCard } from './limit-card';
import { Form } from '@/components/form';
import { registerDialog, useDialogStore } from '@/features/shell';
import dynamic from 'next/dynamic';
import type { BreakKind, Exclusion } from './take-a-break';
import { BREAK_STARTED_DIALOG_ID, BreakStartedDialog, type BreakStartedDialogProps } from './break-started-dialog';
import { formatMoney } from '@/lib/format/money';

/**
 * The break and self-exclusion forms, the centre's last section, hydrate from a chunk of their own
 * (server-rendered as before): their fields and password input stay out of the page's first load.
 */
const TakeABreak = dynamic(() => import('./take-a-break').then((m) => m.TakeABreak));

// Opened here and shown on the home page after it: small, so it comes with the centre's chunk.
registerDialog<BreakStartedDialogProps>(BREAK_STARTED_DIALOG_ID, BreakStartedDialog);

/** How the end of a break is written: date, time and the time zone it is in (the player may be elsewhere). */

/**
 * The responsible-gambling centre: the four limits, the reality-check interval, time-out,
 * self-exclusion and (DE) the panic button, with the rule pack's facts. After a break the
 * player is signed out: the page says until when, on the signed-out site.
 */
export function ResponsibleGamingCentre({ initial }: { initial: ProtectionStatus }) {
  const t = useTranslations('Protection');
  const format = useFormatter();
  const { data = initial } = useQuery({ ...protectionStatusQuery(), initialData: initial });
  const router = useRouter();
  const localize = useLocalize();

  /**
   * The platform has ended every session and `useExclude` has reset the account in the query cache.
   * This page is a signed-in page (a guest's render of it redirects to home asking to sign in), so
   * the player goes at once to the home page, refreshed so the layout renders as a guest's (header
   * with sign-in and sign-up, no balance, no profile), as a sign-out does. The message, until when
   * and what it means, is a dialog the player closes: it stays open across that navigation (the
   * dialog stack lives in the layout) and its texts are translated here, as the guest page has no
   * Protection messages.
   */
  const onBreakStarted = (kind: BreakKind, exclusion: Exclusion) => {
    const props: BreakStartedDialogProps = {
      title: t(`break.${kind}.doneTitle`),
      until: exclusion.ends_at ? t('break.until', { date: format.dateTime(new Date(exclusion.ends_at), BREAK_END_FORMAT) }) : t('break.permanent'),
      text: exclusion.ends_at ? t('break.done') : t('break.donePermanent'),
      ok: t('break.ok'),
    };
    useDialogStore.getState().open(BREAK_STARTED_DIALOG_ID, props, { type: 'popup' });
    router.replace(localize(paths.home()));
    router.refresh();
  };

  return (
    <div className="flex flex-col gap-8">
      {data.exclusion && <Notice tone="info">{t('excludedNow', { kind: t(`break.${data.exclusion.kind}.title`) })}</Notice>}
      <section aria-labelledby="rg-limits" className="flex flex-col gap-4">
        <h2 id="rg-limits" className="text-lg font-semibold">
          {t('limitsTitle')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {data.limits.map((limit) => (
            <LimitCard key={limit.kind} limit={limit} coolingOffHours={data.pack.cooling_off_hours} />
          ))}
        </div>
      </section>
      <RealityCheckSettings status={data} />
      <section aria-labelledby="rg-break" className="flex flex-col gap-4">
        <h2 id="rg-break" className="text-lg font-semibold">
          {t('breakTitle')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <TakeABreak kind="timeout" onDone={onBreakStarted} />
          <TakeABreak kind="self_exclusion" onDone={onBreakStarted} />
          {data.pack.panic_button && <TakeABreak kind="panic" onDone={onBreakStarted} />}
        </div>
      </section>
      <section aria-labelledby="rg-help" className="flex flex-col gap-2 text-sm">
        <h2 id="rg-help" className="text-lg font-semibold">
          {t('helpTitle')}
        </h2>
        <p>{t('help')}</p>
        {data.pack.id !== 'none' && <p className="text-(--muted)">{t('pack', { pack: data.pack.id, hours: data.pack.cooling_off_hours })}</p>}
        {data.pack.history_months !== null && (
          <p className="text-(--muted)">
            {t('history', { months: data.pack.history_months })}{' '}
            <Link href={localize(paths.profile('bets/history'))} className="font-medium text-(--text) underline underline-offset-2">
              {t('historyLink')}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}

function RealityCheckSettings({ status }: { status: ProtectionStatus }) {
  const t = useTranslations('Protection');
  const id = useId();
  const save = useSetRealityCheck();
  const check = status.reality_check;
  const [minutes, setMinutes] = useState(check.interval_minutes ? String(check.interval_minutes) : '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const mandatory = status.pack.reality_check_mandatory;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-(--border) bg-(--surface) p-4">
      <h2 id={id} className="text-lg font-semibold">
        {t('reality.title')}
      </h2>
      <p className="text-sm text-(--muted)">{t('reality.description')}</p>
      <p className="text-sm" data-testid="session-summary">
        {t('reality.session', {
          minutes: Math.floor(check.session_seconds / 60),
          wagered: formatMoney(check.wagered, check.currency),
          net: `${check.net > 0 ? '+' : ''}${formatMoney(check.net, check.currency)}`,
        })}
      </p>
      <Form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={async (e) => {
          e.preventDefault();
          setSaved(false);
          setError(null);
          try {
            await save.mutateAsync(minutes === '' ? '' : Number(minutes));
            setSaved(true);
          } catch (err) {
            const codes = fieldCodes(err);
            setError(codes?.interval_minutes === 'required' ? t('errors.realityRequired') : t('errors.unknown'));
          }
        }}
      >
        <Field label={t('reality.interval')} error={error} className="flex-1">
          {(control) => (
            <Select {...control} value={minutes} onChange={(e) => setMinutes(e.target.value)}>
              {!mandatory && <option value="">{t('reality.off')}</option>}
              {REALITY_CHECK_MINUTES.map((m) => (
                <option key={m} value={String(m)}>
                  {t('minutes', { count: m })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
      <div aria-live="polite">{saved && <Notice tone="success">{t('saved')}</Notice>}</div>
    </section>
  );
}
