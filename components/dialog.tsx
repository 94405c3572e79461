'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { useTranslations } from 'next-intl';
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { Icon } from './icon';

export type DialogPresentation = 'popup' | 'confirm' | 'curtain';
export type CurtainSide = 'bottom' | 'start' | 'end';

// The overlay is the scroll container and positions the panel, so no translate maths (RTL-safe).
// A centred panel centres itself with auto margins, not the overlay's align-items: taller than the
// screen (sign-up on a phone) it starts at the top and scrolls, instead of spilling above it.
const overlayVariants = cva('fixed inset-0 z-50 flex overflow-y-auto bg-black/60', {
  variants: {
    placement: {
      center: 'justify-center p-4',
      bottom: 'items-end justify-center',
      start: 'justify-start',
      end: 'justify-end',
    },
  },
});

const panelVariants = cva('relative flex flex-col gap-4 bg-(--surface) text-(--text) shadow-2xl outline-none', {
  variants: {
    presentation: {
      popup: 'my-auto w-full max-w-lg rounded-2xl p-6',
      confirm: 'my-auto w-full max-w-sm rounded-2xl p-6 text-center',
      curtain: 'overflow-y-auto p-4',
    },
    side: {
      bottom: 'max-h-[90dvh] w-full rounded-t-2xl',
      start: 'h-dvh w-[min(22rem,calc(100vw-3rem))] rounded-e-2xl',
      end: 'h-dvh w-[min(22rem,calc(100vw-3rem))] rounded-s-2xl',
    },
  },
});

type ReturnTarget = { opener: Element | null; inherited: HTMLElement | null };
/** Each open dialog's content → where focus goes when it closes (for dialogs opened from inside it). */
const returnTargets = new WeakMap<Element, () => HTMLElement | null>();
/**
 * An element focus can go back to: on the page, and not the document itself (a dialog that opened by
 * itself, or after the focused button was disabled by a pending request, finds focus on the body).
 */
const focusable = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && element !== element.ownerDocument.body && element !== element.ownerDocument.documentElement;
/** The opener while it is still on the page, else the target inherited from the dialog it was in, else the owner's fallback. */
const returnCandidates = ({ opener, inherited }: ReturnTarget, fallback?: () => HTMLElement | null): HTMLElement[] =>
  [opener, inherited, fallback?.()].filter(focusable);
/** The page's main content (the skip link's target, focusable by script): where focus goes when nothing else can take it. */
const mainContent = () => document.getElementById('main-content') ?? document.querySelector('main');
/** Focuses the first candidate that takes the focus (a disabled or hidden one does not); answers whether one did. */
function focusFirst(candidates: Array<HTMLElement | null | undefined>): boolean {
  for (const candidate of candidates) {
    if (!focusable(candidate)) continue;
    candidate.focus();
    if (document.activeElement === candidate) return true;
  }
  return false;
}
/**
 * The portal renders at the end of the body, outside any full-screen element (the game's play area):
 * there the dialog would be invisible while the modal makes the rest of the page inert, so leave it.
 */
function leaveFullscreen() {
  if (!document.fullscreenElement || typeof document.exitFullscreen !== 'function') return;
  void Promise.resolve(document.exitFullscreen()).catch(() => undefined);
}

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Describes it (aria-describedby). */
  description?: ReactNode;
  /** Keeps the title for AT only (e.g. a menu curtain whose content speaks for itself). */
  hideTitle?: boolean;
  presentation?: DialogPresentation;
  /** Where a curtain slides from; ignored for popup and confirm. */
  side?: CurtainSide;
  /** Escape, overlay click and the close button do nothing; the owner must close it. */
  preventClose?: boolean;
  /** Actions row (confirm buttons). */
  footer?: ReactNode;
  /**
   * Where focus goes on close when what had it before the dialog opened is gone or was nothing (a
   * dialog that opened by itself), e.g. the game frame; else the page's main content. Never the body.
   */
  returnFocus?: () => HTMLElement | null;
  className?: string;
  children?: ReactNode;
};

/**
 * A modal dialog (Radix): focus is trapped inside and returned on close, Escape and an
 * overlay click close it unless `preventClose`. Presentations: popup, confirm, curtain (sheet).
 * Opening leaves full screen: the dialog renders at the end of the body, outside the full-screen
 * element, where it would be invisible while the rest of the page stops taking pointer events.
 */
export function Dialog(props: DialogProps) {
  const { open, onOpenChange, title, description, hideTitle, presentation = 'popup', side = 'bottom', preventClose, returnFocus: fallback } = props;
  const t = useTranslations('Dialog');
  const curtain = presentation === 'curtain';
  const block = preventClose ? (event: Event) => event.preventDefault() : undefined;
  // Opened from the store rather than a Radix Trigger: remember what had focus and return to it.
  // Recorded as `open` turns true, in this component's layout effect: Radix's portal mounts the
  // content one render later, so this runs before a field inside takes focus (`autoFocus` focuses
  // as React mounts it, before Radix's onOpenAutoFocus), which would otherwise be remembered
  // instead of the opener and be gone by the close (focus then fell to the body).
  // A dialog opened from inside another one (a confirm step's "Continue") that closes with it
  // inherits that dialog's return target, used when its own opener has gone with the first dialog.
  // Focus never goes back to the body (a dialog that opened by itself, the opener disabled): then
  // the owner's `returnFocus`, else the main content.
  const returnFocus = useRef<ReturnTarget>({ opener: null, inherited: null });
  const fallbackFocus = useRef(fallback);
  useLayoutEffect(() => {
    fallbackFocus.current = fallback;
  });
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    const host = opener?.closest('[role="dialog"], [role="alertdialog"]');
    returnFocus.current = { opener, inherited: (host && returnTargets.get(host)?.()) ?? null };
    leaveFullscreen();
  }, [open]);
  const registerContent = useCallback((node: HTMLDivElement | null) => {
    if (node) returnTargets.set(node, () => returnCandidates(returnFocus.current, fallbackFocus.current)[0] ?? null);
  }, []);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-dialog-overlay="" className={overlayVariants({ placement: curtain ? side : 'center' })}>
          <RadixDialog.Content
            {...(description ? {} : { 'aria-describedby': undefined })}
            ref={registerContent}
            onCloseAutoFocus={(event) => {
              if (focusFirst([...returnCandidates(returnFocus.current, fallbackFocus.current), mainContent()])) event.preventDefault();
            }}
            onEscapeKeyDown={block}
            onPointerDownOutside={block}
            onInteractOutside={block}
            className={cn(panelVariants({ presentation, side: curtain ? side : undefined }), props.className)}
          >
            <div className={cn('flex items-start gap-3', presentation === 'confirm' && 'justify-center')}>
              <RadixDialog.Title className={cn('flex-1 text-lg font-bold', hideTitle && 'sr-only')}>{title}</RadixDialog.Title>
              {!preventClose && (
                <RadixDialog.Close
                  aria-label={t('close')}
                  className="-m-1 ms-auto rounded-md p-1 text-(--muted) hover:text-(--text) focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <Icon name="close" />
                </RadixDialog.Close>
              )}
            </div>
            {description && <RadixDialog.Description className="text-sm text-(--muted)">{description}</RadixDialog.Description>}
            {props.children}
            {props.footer && <div className="flex flex-wrap justify-center gap-2 pt-2">{props.footer}</div>}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
