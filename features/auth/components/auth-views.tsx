'use client';

import type { FormFieldSets } from '@/lib/cms';
import type { Registered } from '../after-auth';
import { LoginForm } from './login-form';
import { RegistrationForm } from './registration-form';
import { RestoreForm } from './restore-form';
import { TwoFactorForm } from './two-factor-form';

/** The §2 popup views (socialRegistration is not built yet). */
export type AuthViewName = 'authorization' | 'registration' | 'restore' | 'twofa';

type Props = {
  view: AuthViewName;
  onViewChange: (view: AuthViewName) => void;
  formFields: FormFieldSets;
  /** Signed in (login or two-factor). */
  onLogin: () => void;
  /** Signed in only to withdraw (a self-excluded player with money left); onLogin when absent. */
  onWithdrawalLogin?: () => void;
  /** Registered (with the e-mail the confirmation link went to, when the form had one). */
  onRegister: (registered?: Registered) => void;
};

/** The body of the auth popup and of the standalone forms: one view at a time. */
export function AuthViews({ view, onViewChange, formFields, onLogin, onWithdrawalLogin, onRegister }: Props) {
  switch (view) {
    case 'registration':
      return <RegistrationForm formFields={formFields} onSuccess={onRegister} onLogin={() => onViewChange('authorization')} />;
    case 'restore':
      return <RestoreForm onBack={() => onViewChange('authorization')} onDone={() => onViewChange('authorization')} />;
    case 'twofa':
      return <TwoFactorForm onSuccess={onLogin} onBack={() => onViewChange('authorization')} />;
    default:
      return (
        <LoginForm
          onSuccess={onLogin}
          onWithdrawalLogin={onWithdrawalLogin ?? onLogin}
          onTwoFactor={() => onViewChange('twofa')}
          onForgot={() => onViewChange('restore')}
          onRegister={() => onViewChange('registration')}
        />
      );
  }
}
