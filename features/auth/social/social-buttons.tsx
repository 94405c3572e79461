'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { SOCIALS_LIST, type SocialItem, type TypeAuth } from './socials';
import { useSocialSignIn } from './use-social-sign-in';

type Props = {
  typeAuth: TypeAuth;
  /** Runs on click before the popup opens; false stops it (registration: the terms). */
  beforeOpen?: () => boolean;
  onSignedIn?: () => void;
  socials?: readonly SocialItem[];
};

/** The social buttons under the auth forms (SPEC §2): each opens its provider in the 640×480 popup. */
export function SocialButtons({ typeAuth, beforeOpen, onSignedIn, socials = SOCIALS_LIST }: Props) {
  const t = useTranslations('SocialAuth');
  const { start } = useSocialSignIn({ onSignedIn });
  if (socials.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center text-sm text-(--muted)">{t('orContinueWith')}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {socials.map((social) => (
          <li key={social.id}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t(typeAuth === 'registration' ? 'signUpWith' : 'signInWith', { name: social.name })}
              data-service={social.service}
              onClick={() => {
                if (beforeOpen && !beforeOpen()) return;
                start(social.service, typeAuth);
              }}
            >
              <span aria-hidden className="grid size-5 place-items-center rounded-full bg-(--surface) text-xs font-bold uppercase">
                {social.name.charAt(0)}
              </span>
              {social.name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
