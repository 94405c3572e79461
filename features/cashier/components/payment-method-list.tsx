import { Image } from '@/components/image';
import { LocalLink, readText, type Row } from '@/features/system';
import { depositMethodPath, paths } from '@/lib/routing';

type Props = {
  methods: readonly Row[];
  /** Deposit methods link to their deposit page; withdrawal methods are listed. */
  kind: 'deposit' | 'withdraw';
  /** CMS cashier setting paymentMethodsUrlDisplay: the method's sysname or id in the URL. */
  display?: 'sysname' | 'id';
  /** The method of the current page, marked. */
  current?: string;
};

/** Payment methods with icon, name and limits text. */
export function PaymentMethodList({ methods, kind, display = 'sysname', current }: Props) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {methods.map((method) => {
        const sysname = readText(method, 'sysname') ?? '';
        const name = readText(method, 'name', 'title') ?? sysname;
        const icon = readText(method, kind === 'withdraw' ? 'iconWithdraw' : 'icon', 'icon');
        const note = readText(method, 'descriptionMinMax', kind === 'withdraw' ? 'descriptionWithdraw' : 'description');
        const segment = depositMethodPath({ sysname, id: readText(method, 'id') }, display);
        const body = (
          <>
            {icon ? <Image src={icon} alt="" width={48} height={32} className="h-8 w-12 object-contain" /> : null}
            <span className="flex flex-col">
              <span className="font-medium">{name}</span>
              {note ? <span className="text-xs text-(--muted)">{note}</span> : null}
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
