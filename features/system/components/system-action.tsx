import { Link } from '@/components/link';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/button';

const CLASS = buttonVariants({ size: 'lg' });

/** The primary button of a system page as a link (`reload` renders a plain anchor that reloads). */
export function SystemActionLink({ href, children, reload }: { href: string; children: ReactNode; reload?: boolean }) {
  if (reload) {
    return (
      <a href={href} className={CLASS}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={CLASS}>
      {children}
    </Link>
  );
}
