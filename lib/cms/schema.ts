import { z } from 'zod';
import type { CmsConfig } from './types';

// zod mirrors of types.ts: they check embedded content in tests and remote content at runtime.

const menuBadge = z.object({ type: z.enum(['count', 'text', 'offers']), value: z.union([z.number(), z.string()]).optional() });

type MenuLinkShape = z.infer<typeof menuLinkBase> & { submenu?: MenuLinkShape[] };
const menuLinkBase = z.object({
  name: z.string().min(1),
  link: z.string().min(1),
  icon: z.string().optional(),
  image: z.string().optional(),
  groups: z.array(z.string()).optional(),
  badge: menuBadge.optional(),
  postfixIcon: z.string().optional(),
  target: z.enum(['_self', '_blank']).optional(),
  rel: z.string().optional(),
  onlyAuth: z.boolean().optional(),
});
const menuLink: z.ZodType<MenuLinkShape> = menuLinkBase.extend({ submenu: z.lazy(() => z.array(menuLink)).optional() });

const menuGroup = z.object({ id: z.string().min(1), title: z.string().optional(), links: z.array(menuLink) });
const button = z.object({ title: z.string().min(1), slug: z.string().optional() });

export const menusSchema = z.object({
  sidebar: z.array(menuGroup),
  header: z.array(menuLink),
  footer: z.array(menuGroup),
  banner: z
    .object({
      title: z.string().min(1),
      subtitle: z.string().optional(),
      button,
      image: z.string().min(1),
      public: z.object({ title: z.string().optional(), subtitle: z.string().optional(), button: button.optional(), image: z.string().optional() }).optional(),
    })
    .optional(),
});

export const bannersSchema = z.array(
  z.object({
    id: z.string().min(1),
    finished_at: z.string().nullable().optional(),
    title: z.string(),
    description: z.object({
      position: z.string().optional(),
      html: z.string().optional(),
      details: z.string().optional(),
      image: z.string().optional(),
      image_mobile: z.string().optional(),
      button: z.object({ title: z.string(), link: z.string() }).optional(),
    }),
  }),
);

export const siteSettingsSchema = z.object({
  customCode: z.array(z.object({ isEnabled: z.boolean(), position: z.enum(['head', 'bodyStart', 'bodyEnd']).optional(), code: z.string() })),
  favicon: z.record(z.string(), z.string()),
  theme: z.object({ default: z.enum(['dark', 'light']), themes: z.array(z.enum(['dark', 'light'])).min(1) }),
});

export const redirectsSchema = z.array(
  z.object({ from_url: z.string().min(1), to_url: z.string().min(1), status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).optional() }),
);

const seoTemplate = z.object({ title: z.string(), description: z.string() });
export const seoSchema = z.array(
  z.object({
    host: z.string().optional(),
    titleTemplate: z.string(),
    defaultTitle: z.string(),
    description: z.string(),
    templates: z.partialRecord(z.enum(['offers', 'jackpots', 'game', 'tournaments', 'tournamentGamehall', 'cashierDeposit']), seoTemplate),
  }),
);

const formField = z.object({
  sysname: z.string().min(1),
  type: z.enum(['input', 'password', 'date', 'select', 'country_code', 'region', 'phone']),
  attributes: z.record(z.string(), z.unknown()).optional(),
});
export const formFieldsSchema = z.record(z.string(), z.array(formField));

export const cashierSchema = z.object({
  depositAmountsList: z.array(z.object({ currency: z.string().min(3), amount: z.array(z.object({ value: z.number().positive() })) })),
  availableCurrency: z.array(z.object({ code: z.string().min(3), symbol: z.string().min(1) })),
  defaultStateDepositButton: z.boolean(),
  detalization: z.object({ enableDetalization: z.boolean(), displayedDetalization: z.enum(['header-cashier', 'header-profile-menu']) }),
  depositView: z.enum(['ContainerView', 'ContainerScrollView']),
  regHintConfig: z.object({ showRegHint: z.boolean() }),
  depositButtonIcon: z.string().optional(),
  paymentMethodsUrlDisplay: z.enum(['sysname', 'id']),
  receiptBlocksVisibility: z.object({ address: z.boolean(), contacts: z.boolean(), rules: z.boolean() }),
  balanceUpdateSettings: z
    .object({
      countSecondsForDelayBetweenClick: z.number().min(0),
      isEnabledInterval: z.boolean(),
      countSecondsForInterval: z.number().min(1),
      isEnabledTurnOffRequests: z.boolean(),
      countMinutesAfterWhichRequestsTurnedOff: z.number().min(0),
      isEnabledRequestsAfterClick: z.boolean(),
    })
    .optional(),
});

const chatProviders = ['live_tex', 'freshChat', 'liveChat', 'verbox', 'comm100', 'betunlim', 'jivoSite', 'demo'] as const;
const chatProviderConfig = z.object({ id: z.string().optional(), license: z.string().optional(), src: z.string().optional(), widget_id: z.string().optional(), lang: z.string().optional() });
export const chatSchema = z.object({
  chat: z.enum(chatProviders).nullable(),
  ...Object.fromEntries(chatProviders.map((p) => [p, chatProviderConfig.optional()])),
}) as z.ZodType<CmsConfig['chat']>;

export const pagesSchema = z.array(
  z.object({ slug: z.string().regex(/^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u), title: z.string().min(1), description: z.string().optional(), html: z.string() }),
);

const image = z.string().min(1);
export const authSchema = z.object({
  banner: z
    .object({
      label: z.string(),
      value: z.string(),
      addition: z.string().optional(),
      banner_type: z.enum(['compact', 'other']),
      images: z.object({ default: image.optional(), '360x520': image.optional(), '735x240': image.optional(), registration_popup_mobile_compact: image.optional() }),
    })
    .nullable(),
});

export const gamesSchema = z.object({
  gameItem: z.object({
    type: z.enum(['vertical', 'horizontal']),
    canAccessSlotWithZeroBalance: z.boolean(),
    canVisibleFavoriteIcon: z.boolean(),
    visibleFullScreen: z.enum(['all', 'telegram', 'product', 'none']),
    contentViewType: z.enum(['image', 'imageWithInfo']),
  }),
  sportsbookSysname: z.string().min(1),
});

/** Section name → schema; a remote section failing its schema falls back to the embedded one. */
export const sectionSchemas = {
  menus: menusSchema,
  banners: bannersSchema,
  siteSettings: siteSettingsSchema,
  redirects: redirectsSchema,
  seo: seoSchema,
  formFields: formFieldsSchema,
  cashier: cashierSchema,
  chat: chatSchema,
  pages: pagesSchema,
  auth: authSchema,
  games: gamesSchema,
} satisfies { [K in Exclude<keyof CmsConfig, 'locale'>]: z.ZodType<CmsConfig[K]> };

export type CmsSection = keyof typeof sectionSchemas;
export const CMS_SECTIONS = Object.keys(sectionSchemas) as CmsSection[];
