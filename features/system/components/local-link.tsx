import { Link } from '@/components/link';
import type { ComponentProps } from 'react';
import { localeHref } from '../locale-href';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * next/link to an unprefixed internal path, prefixed with the request's locale when not the default.
 * Server components only (it reads the request): client components use `useLocaleHref` with next/link.
 */
export async function LocalLink({ href, ...props }: Props) {
  return <Link href={await localeHref(href)} {...props} />;
}
