/** The content-management configuration for one locale (SPEC §1, §3). Embedded JSON under content/<locale>/ or a Strapi-compatible CMS. */

export type MenuBadge = { type: 'count' | 'text' | 'offers'; value?: number | string };

/** SPEC §3 Menu link. */
export type MenuLink = {
  name: string;
  /** An unprefixed internal path (the UI adds the locale prefix) or an https:// URL. */
  link: string;
  icon?: string;
  image?: string;
  groups?: string[];
  submenu?: MenuLink[];
  badge?: MenuBadge;
  postfixIcon?: string;
  target?: '_self' | '_blank';
  rel?: string;
  onlyAuth?: boolean;
};

export type MenuGroup = { id: string; title?: string; links: MenuLink[] };

/** SPEC §3 Menu banner. */
export type MenuBanner = {
  title: string;
  subtitle?: string;
  button: { title: string; slug?: string };
  image: string;
  public?: { title?: string; subtitle?: string; button?: { title: string; slug?: string }; image?: string };
};

export type Menus = { sidebar: MenuGroup[]; header: MenuLink[]; footer: MenuGroup[]; banner?: MenuBanner };

/** SPEC §3 Banner (campaign banners on home/promotions). */
export type CmsBanner = {
  id: string;
  finished_at?: string | null;
  title: string;
  description: {
    position?: string;
    html?: string;
    /** The promotion's full description and terms (HTML), shown by its "Learn more" (the promotion detail dialog). */
    details?: string;
    image?: string;
    image_mobile?: string;
    button?: { title: string; link: string };
  };
};

export type CustomCode = { isEnabled: boolean; position?: 'head' | 'bodyStart' | 'bodyEnd'; code: string };

export type SiteSettings = {
  customCode: CustomCode[];
  /** Keys like favicon16, favicon32, appleTouch180: the digits give the size. */
  favicon: Record<string, string>;
  theme: { default: 'dark' | 'light'; themes: Array<'dark' | 'light'> };
};

/** SPEC §2 Configured redirects: from_url may hold * wildcards; to_url internal path or external URL. */
export type CmsRedirect = { from_url: string; to_url: string; status?: 301 | 302 | 307 | 308 };

export type SeoSettings = {
  host?: string;
  titleTemplate: string;
  defaultTitle: string;
  description: string;
  /** Per-route-kind templates: {name}, {title}, {provider}, {method}… */
  templates: Partial<Record<'offers' | 'jackpots' | 'game' | 'tournaments' | 'tournamentGamehall' | 'cashierDeposit', { title: string; description: string }>>;
};

/** SPEC §3 Registration field types. */
export type FormField = {
  sysname: string;
  type: 'input' | 'password' | 'date' | 'select' | 'country_code' | 'region' | 'phone';
  /** Embedded content uses label, placeholder, autocomplete, inputType, required, minLength, maxLength, options, defaultValue. */
  attributes?: Record<string, unknown>;
};

export type FormFieldSets = Record<string, FormField[]>;

export type CashierSettings = {
  depositAmountsList: Array<{ currency: string; amount: Array<{ value: number }> }>;
  availableCurrency: Array<{ code: string; symbol: string }>;
  defaultStateDepositButton: boolean;
  detalization: { enableDetalization: boolean; displayedDetalization: 'header-cashier' | 'header-profile-menu' };
  depositView: 'ContainerView' | 'ContainerScrollView';
  regHintConfig: { showRegHint: boolean };
  depositButtonIcon?: string;
  paymentMethodsUrlDisplay: 'sysname' | 'id';
  receiptBlocksVisibility: { address: boolean; contacts: boolean; rules: boolean };
  /** §3 Balance update settings of the header balance (§9 defaults when the operator sets none). */
  balanceUpdateSettings?: BalanceUpdateSettings;
};

/** §3 Balance update settings: interval refresh (turned off after a while), refresh on click with a delay. */
export type BalanceUpdateSettings = {
  countSecondsForDelayBetweenClick: number;
  isEnabledInterval: boolean;
  countSecondsForInterval: number;
  isEnabledTurnOffRequests: boolean;
  countMinutesAfterWhichRequestsTurnedOff: number;
  isEnabledRequestsAfterClick: boolean;
};

export type ChatProvider = 'live_tex' | 'freshChat' | 'liveChat' | 'verbox' | 'comm100' | 'betunlim' | 'jivoSite' | 'demo';
export type ChatProviderConfig = { id?: string; license?: string; src?: string; widget_id?: string; lang?: string };
export type ChatSettings = { chat: ChatProvider | null } & Partial<Record<ChatProvider, ChatProviderConfig>>;

/** A generic content page addressed by /{slug}; `html` is sanitised by getCmsConfig and its links are already localised. */
export type ContentPage = { slug: string; title: string; description?: string; html: string };

/** SPEC §2 Side banner of the auth popup; `addition` is HTML (sanitised by getCmsConfig). */
export type AuthPopupBanner = {
  label: string;
  value: string;
  addition?: string;
  /** compact: no side banner. */
  banner_type: 'compact' | 'other';
  images: { default?: string; '360x520'?: string; '735x240'?: string; registration_popup_mobile_compact?: string };
};

/** Auth popup content; `banner` null when the operator has none. */
export type AuthSettings = { banner: AuthPopupBanner | null };

/** SPEC §3 Game item config: how tiles look and what the game page allows. */
export type GameItemConfig = {
  /** Tile artwork: vertical (3:4) or horizontal (16:9). */
  type: 'vertical' | 'horizontal';
  /** Real play with an empty balance; otherwise the game page asks for a deposit first. */
  canAccessSlotWithZeroBalance: boolean;
  /** The favourite toggle on tiles (signed-in players only, whatever this says). */
  canVisibleFavoriteIcon: boolean;
  /** Where the full-screen button shows: everywhere, only inside Telegram, only outside it, nowhere. */
  visibleFullScreen: 'all' | 'telegram' | 'product' | 'none';
  /** Tile content: the artwork alone, or with name and provider under it. */
  contentViewType: 'image' | 'imageWithInfo';
};

/** Games section: tile and game-page config, and the sportsbook game `/betting` opens. */
export type GamesSettings = { gameItem: GameItemConfig; sportsbookSysname: string };

export type CmsConfig = {
  locale: string;
  menus: Menus;
  banners: CmsBanner[];
  siteSettings: SiteSettings;
  redirects: CmsRedirect[];
  seo: SeoSettings[];
  formFields: FormFieldSets;
  cashier: CashierSettings;
  chat: ChatSettings;
  pages: ContentPage[];
  auth: AuthSettings;
  games: GamesSettings;
};
