import type { MethodResult } from '@/lib/contract';

export type CampaignPopup = MethodResult<'popups/get'>[number];

/** What a campaign popup shows; the platform keeps it as free-form content. */
export type CampaignContent = { title: string; text?: string; image?: string; button?: { title: string; link: string } };

export const CAMPAIGN_DIALOG_ID = 'campaign';
export const SEEN_POPUPS_KEY = 'campaign_popups_seen';

export function contentOf(popup: CampaignPopup): CampaignContent {
  const title = typeof popup.title === 'string' && popup.title.trim() ? popup.title : popup.sysname;
  const text = typeof popup.text === 'string' ? popup.text : undefined;
  const image = typeof popup.image === 'string' ? popup.image : undefined;
  const b = popup.button as { title?: unknown; link?: unknown } | undefined;
  const button = b && typeof b.title === 'string' && typeof b.link === 'string' && b.link.startsWith('/') && !b.link.startsWith('//') ? { title: b.title, link: b.link } : undefined;
  return { title, text, image, button };
}

/**
 * The popup to show: the one named by `?popup=` when given, else (the route re-check for
 * signed-in players) the first one this player has not seen yet.
 */
export function pickCampaignPopup(popups: readonly CampaignPopup[], options: { sysname?: string | null; seen: readonly number[] }): CampaignPopup | null {
  if (options.sysname) return popups.find((p) => p.sysname === options.sysname) ?? null;
  return popups.find((p) => !options.seen.includes(p.id) && shownOnVisit(p)) ?? null;
}

/**
 * Whether the route re-check may show a popup. One tied to an offer (`offer`: its sysname; popups/get
 * answers it only while that offer is open to the player) announces the offer when it becomes
 * available (pushed), unless it says `show_on: 'visit'` (the welcome popup: shown on a visit to
 * players who can still get the welcome offer).
 */
const shownOnVisit = (p: CampaignPopup) => typeof p.offer !== 'string' || p.show_on === 'visit';

/** The popup announcing an offer (its `offer` names the offer's sysname), for a pushed campaign.offer.available. */
export function pickOfferPopup(popups: readonly CampaignPopup[], offerSysname: string): CampaignPopup | null {
  return popups.find((p) => p.offer === offerSysname) ?? null;
}

export function readSeen(raw: string | null): number[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export function markSeen(raw: string | null, id: number): string {
  return JSON.stringify([...new Set([...readSeen(raw), id])].slice(-100));
}
