'use client';

import { cva } from 'class-variance-authority';
import { Link } from '@/components/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/button';
import { cn } from '@/components/cn';
import { Icon, type IconName } from '@/components/icon';
import { VisuallyHidden } from '@/components/visually-hidden';
import { dismissToast, useToastStore, type Toast, type ToastType } from '../toast-store';

const toastVariants = cva('pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-3 text-sm shadow-lg', {
  variants: {
    type: {
      neutral: 'border-(--border) bg-(--surface) text-(--text)',
      info: 'border-sky-500/50 bg-sky-50 text-sky-950 dark:bg-sky-950 dark:text-sky-50',
      success: 'border-emerald-500/50 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
      warning: 'border-amber-500/50 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
      error: 'border-red-500/50 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
      fill_for_deposit: 'border-brand-600 bg-linear-to-r from-brand-500 to-brand-400 font-semibold text-black',
    },
  },
});

const DEFAULT_ICON: Record<ToastType, IconName | undefined> = {
  neutral: undefined,
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
  fill_for_deposit: 'wallet',
};

function ToastItem({ toast }: { toast: Toast }) {
  const t = useTranslations('Toasts');
  const icon = toast.icon ?? DEFAULT_ICON[toast.type];
  const Custom = toast.component;
  const button = toast.buttonAttrs;
  const buttonClass = buttonVariants({ size: 'sm', variant: toast.type === 'fill_for_deposit' ? 'secondary' : 'primary' });

  return (
    <div className={toastVariants({ type: toast.type })}>
      {icon && <Icon name={icon} size={toast.iconSize ?? 20} />}
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
        <div>
          <VisuallyHidden>{`${t(`types.${toast.type}`)}: `}</VisuallyHidden>
          {Custom ? <Custom toast={toast} /> : toast.text}
        </div>
        {button?.href && (
          <Link href={button.href} onClick={button.onClick} className={buttonClass}>
            {button.label}
          </Link>
        )}
        {button && !button.href && (
          <button type="button" onClick={button.onClick} className={buttonClass}>
            {button.label}
          </button>
        )}
      </div>
      {toast.allowClose && (
        <button
          type="button"
          aria-label={t('close')}
          onClick={() => dismissToast(toast.id)}
          className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </div>
  );
}

/** The polite live region below the header where toasts appear (SPEC §2, §3). Always rendered, so additions are announced. */
export function ToastRegion({ className }: { className?: string }) {
  const t = useTranslations('Toasts');
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('region')}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-(--header-height) z-40 flex flex-col items-center gap-2 px-4 pt-2 md:items-end',
        className,
      )}
    >
      {toasts.map((item) => (
        <div key={item.id} className="w-full max-w-sm">
          <ToastItem toast={item} />
        </div>
      ))}
    </div>
  );
}
