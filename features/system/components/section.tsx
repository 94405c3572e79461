import type { ReactNode } from 'react';

type Props = {
  id?: string;
  title: string;
  action?: ReactNode;
  /**
   * A block of a long page that is often below the fold (rails, lists): the browser skips its style,
   * layout and paint while it is off screen (`content-visibility: auto`), sized meanwhile by this
   * estimate (CSS length) and then by its last real size. It stays in the DOM and the accessibility tree.
   */
  offscreenHeight?: string;
  children: ReactNode;
};

/** A titled block of a page (an h2 and its content), addressable by hash. */
export function Section({ id, title, action, offscreenHeight, children }: Props) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : title}
      className={offscreenHeight ? 'mb-10 [content-visibility:auto]' : 'mb-10'}
      style={offscreenHeight ? { containIntrinsicSize: `auto ${offscreenHeight}` } : undefined}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
