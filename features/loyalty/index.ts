// Loyalty: info, programmes, shop, quests and characters queries; status, levels, quests, shop, character picker and notifications.
export { loyaltyKeys, loyaltyInfoQuery, loyaltyProgramsQuery, loyaltyProgramQuery, loyaltyProductsQuery, loyaltyCharactersQuery, loyaltyQuestsQuery, LOYALTY_NOTIFICATION_EVENT } from './api';
export { QuestList } from './components/quest-list';
export { LOYALTY_CONFIG, showsCharacters, type CharacterPlace } from './config';
export { ProgramList, programText } from './components/program-list';
export { LoyaltyStatus } from './components/loyalty-status';
export { LevelList } from './components/level-list';
export { LazyShop as Shop, LazyCharacterPicker as CharacterPicker, LazyLoyaltyNotifier as LoyaltyNotifier } from './components/lazy';

/** Message namespaces of loyalty's client components: the loyalty pages add them (MessagesScope), the layout sends them to players (the notifier). */
export const LOYALTY_CLIENT_NAMESPACES = ['LoyaltyClient', 'LoyaltyQuests'] as const;
