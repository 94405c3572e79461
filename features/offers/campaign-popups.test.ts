import { describe, expect, it } from 'vitest';
import { contentOf, markSeen, pickCampaignPopup, pickOfferPopup, readSeen } from './campaign-popups';

const popups = [
  { id: 1, sysname: 'welcome', title: 'Welcome!', text: 'Doubled.', button: { title: 'Deposit', link: '/cashier/deposit' } },
  { id: 2, sysname: 'friday', title: 'Friday spins' },
];

describe('campaign popups', () => {
  it('picks the one named by the query, or the first unseen one', () => {
    expect(pickCampaignPopup(popups, { sysname: 'friday', seen: [] })?.id).toBe(2);
    expect(pickCampaignPopup(popups, { sysname: 'nope', seen: [] })).toBeNull();
    expect(pickCampaignPopup(popups, { seen: [1] })?.id).toBe(2);
    expect(pickCampaignPopup(popups, { seen: [1, 2] })).toBeNull();
  });

  it('leaves a popup tied to an offer to the offer’s push, unless it is shown on visits', () => {
    const tied = [
      { id: 5, sysname: 'reload-ready', title: 'Reload', offer: 'reload-bonus' },
      { id: 6, sysname: 'welcome', title: 'Welcome!', offer: 'welcome-bonus', show_on: 'visit' },
    ];
    expect(pickCampaignPopup(tied, { seen: [] })?.sysname).toBe('welcome');
    expect(pickCampaignPopup(tied, { seen: [6] })).toBeNull();
    expect(pickOfferPopup(tied, 'reload-bonus')?.id).toBe(5);
    // ?popup= names it: shown (popups/get answered it, so its offer is open to this visitor)
    expect(pickCampaignPopup(tied, { sysname: 'reload-ready', seen: [5] })?.id).toBe(5);
  });

  it('keeps only internal button links', () => {
    expect(contentOf(popups[0]!).button).toEqual({ title: 'Deposit', link: '/cashier/deposit' });
    expect(contentOf({ id: 3, sysname: 'x', button: { title: 'Go', link: 'javascript:alert(1)' } }).button).toBeUndefined();
    expect(contentOf({ id: 3, sysname: 'x', button: { title: 'Go', link: '//evil.example' } }).button).toBeUndefined();
    expect(contentOf({ id: 3, sysname: 'x' }).title).toBe('x');
  });

  it('remembers seen ids and survives garbage in storage', () => {
    expect(readSeen('not json')).toEqual([]);
    expect(readSeen(markSeen(markSeen(null, 1), 1))).toEqual([1]);
  });
});
