import { Image } from '@/components/image';
import { LocalLink, readText, type Row } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { depositMethodPath, paths } from '@/lib/routing';
import { methodRules } from '../method-info';

type Props = {
  methods: readonly Row[];
  /** Deposit methods link to their deposit page; withdrawal methods are listed. */
  kind: 'deposit' | 'withdraw';
  /** CMS cashier setting paymentMethodsUrlDisplay: the method's sysname or id in the URL. */
  display?: 'sysname' | 'id';
  /** The method of the current page, marked. */
  current?: string;
  /** The player's currency, for the min/max line when the method has no descriptionMinMax. */
  currency?: string;
};

const iconClass = 'h-8 w-12 object-contain';

/** A method's icon for the theme: iconDark under the dark theme when the method has one (SPEC §3). */
function MethodIcon({ light, dark }: { light?: string; dark?: string }) {
  const only = light ?? dark;
  if (!only) return null;
  if (!light || !dark || dark === light) return <Image src={only} alt="" width={48} height={32} className={iconClass} />;
  return (
    <>
      <Image src={light} alt="" width={48} height={32} className={`${iconClass} dark:hidden`} />
      <Image src={dark} alt="" width={48} height={32} className={`${iconClass} hidden dark:block`} />
    </>
  );
}

/** Payment methods with icon, name, description and limits. */
export function PaymentMethodList({ methods, kind, display = 'sysname', current, currency }: Props) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {methods.map((method) => {
        const sysname = readText(method, 'sysname') ?? '';
        const name = readText(method, 'name', 'title') ?? sysname;
        const light = readText(method, kind === 'withdraw' ? 'iconWithdraw' : 'icon', 'icon');
        const dark = kind === 'deposit' ? readText(method, 'iconDark') : undefined;
        const description = readText(method, kind === 'withdraw' ? 'descriptionWithdraw' : 'description', 'description');
        const rules = methodRules(method);
        const code = rules.currency ?? currency;
        const minMax = readText(method, 'descriptionMinMax') ?? (code ? `${formatMoney(rules.min, code)} – ${formatMoney(rules.max, code)}` : undefined);
        const segment = depositMethodPath({ sysname, id: readText(method, 'id') }, display);
        const body = (
          <>
            <MethodIcon light={light} dark={dark} />
            <span className="flex flex-col">
              <span className="font-medium">{name}</span>
              {description ? <span className="text-xs text-(--muted)">{description}</span> : null}
              {minMax ? <span className="text-xs text-(--muted) tabular-nums">{minMax}</span> : null}
            </span>
          </>
        );
        const box = 'flex items-center gap-3 rounded-xl border border-(--border) bg-(--surface) p-4';
        return (
          <li key={sysname}>
            {kind === 'deposit' ? (
              <LocalLink href={paths.cashierDeposit(segment)} aria-current={current === segment ? 'page' : undefined} className={`${box} hover:border-brand-500 aria-[current=page]:border-brand-500`}>
                {body}
              </LocalLink>
            ) : (
              <div className={box}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
