/** §3 Loyalty config: where characters show, the coin icon and how notifications appear (SPEC §9: 5 s, sound at 0.5, 300 ms delay). */
export const LOYALTY_CONFIG = {
  isEnableLoyalty: true,
  isEnableCharacters: true,
  coinIcon: '/images/loyalty/money.svg',
  placesWhereDisplayedCharacters: ['profile-page', 'loyalty-page', 'profile-loyalty-pages'] as const,
  tutorialUrl: null as string | null,
  notification: { duration: 5, sound: '/sounds/loyalty.wav', volume: 0.5, delayMs: 300 },
};

export type CharacterPlace = (typeof LOYALTY_CONFIG.placesWhereDisplayedCharacters)[number];

export const showsCharacters = (place: CharacterPlace) => LOYALTY_CONFIG.isEnableCharacters && LOYALTY_CONFIG.placesWhereDisplayedCharacters.includes(place);
