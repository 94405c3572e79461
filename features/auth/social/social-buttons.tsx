'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { generalInfoQuery } from './api';
import { configuredSocials, SOCIALS_LIST, socialLogo, type SocialItem, type TypeAuth } from './socials';
import { useSocialSignIn } from './use-social-sign-in';

type Props = {
  typeAuth: TypeAuth;
  /** Runs on click before the popup opens; false stops it (registration: the terms). */
  beforeOpen?: () => boolean;
  onSignedIn?: () => void;
  socials?: readonly SocialItem[];
};

/**
 * The social buttons under the auth forms (SPEC §2): each opens its provider in the 640×480 popup.
 * Only the services the platform has credentials for (general info `social_services`) are offered.
 */
export function SocialButtons({ typeAuth, beforeOpen, onSignedIn, socials = SOCIALS_LIST }: Props) {
  const t = useTranslations('SocialAuth');
  const { start } = useSocialSignIn({ onSignedIn });
  const general = useQuery(generalInfoQuery());
  const shown = configuredSocials(socials, general.data?.social_services);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center text-sm text-(--muted)">{t('orContinueWith')}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {shown.map((social) => (
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
              {/* eslint-disable-next-line @next/next/no-img-element -- a 20 px SVG logo needs no image optimisation */}
              <img src={socialLogo(social)} alt="" width={20} height={20} className="size-5" />
              {social.name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
