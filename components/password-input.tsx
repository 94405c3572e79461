'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from './cn';
import { Icon } from './icon';
import { Input, type InputProps } from './input';

/** A password Input with a show/hide toggle (a pressed-state button labelled "Show password"). */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const t = useTranslations('PasswordInput');
  const [visible, setVisible] = useState(false);

  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pe-11', className)} />
      <button
        type="button"
        aria-label={t('show')}
        aria-pressed={visible}
        aria-controls={props.id}
        disabled={props.disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-(--muted) hover:text-(--text) focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Icon name={visible ? 'eye-off' : 'eye'} size={18} />
      </button>
    </div>
  );
}
