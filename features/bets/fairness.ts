/** The platform's fairness page for one round (HTML served beside the games, not a site route). */
export const fairnessUrl = (roundId: string) => `/games/fairness?${new URLSearchParams({ round: roundId })}`;
