/** Namespaces the hall's client list reads (passed by the hall page). */
export const GAMEHALL_CLIENT_NAMESPACES = ['GameHall', 'GameCard', 'Dialog', 'ContinuePlaying'] as const;

/** Namespaces the layout passes for the header search button, the search dialog and favourite toggles in rails. */
export const GAMES_LAYOUT_NAMESPACES = ['GamesSearch', 'GameCard'] as const;
