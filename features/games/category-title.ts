import { useTranslations } from 'next-intl';

type Named = { sysname: string; name: string };

/** Messages namespace of the game-hall category titles, by category sysname (scripts/check-messages.ts checks the seeded ones). */
export const HALL_TITLES_NAMESPACE = 'HallTitles';

type Translate = { has: (key: string) => boolean; (key: string): string };

/** `t` of HALL_TITLES_NAMESPACE → a category's title in the visitor's language (the platform's name when the site has none). */
export const categoryTitleWith = (t: unknown) => (category: Named) => ((t as Translate).has(category.sysname) ? (t as Translate)(category.sysname) : category.name);

/** A category's title in the visitor's language. */
export function useCategoryTitle(): (category: Named) => string {
  return categoryTitleWith(useTranslations(HALL_TITLES_NAMESPACE));
}
