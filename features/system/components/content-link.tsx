import type { ComponentProps } from 'react';
import { hasDangerousProtocol, isInternalPath } from '@/lib/routing';
import { LocalLink } from './local-link';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link an operator wrote (a CMS banner's button, a platform banner's or promotion's call to
 * action): an internal path in the request's locale, an external address as a plain link, a
 * dangerous protocol (javascript:, data:…) not at all. Server components only, as LocalLink.
 */
export function ContentLink({ href, ...props }: Props) {
  if (isInternalPath(href)) return <LocalLink href={href} {...props} />;
  if (hasDangerousProtocol(href)) return null;
  return <a href={href} rel="noopener" {...props} />;
}
