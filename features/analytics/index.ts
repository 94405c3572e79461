// SPEC §9 analytics: the four tools of metadata/getgeneralinfo `analytic`, behind the visitor's consent.

// Layout piece (server component): mount once in the default layout
export { Analytics } from './components/analytics-mount';
// Footer piece: shown once the visitor has made a choice
export { ConsentSettings } from './components/consent-settings-link';
export { CONSENT_COOKIE, parseConsent, readConsent, type Consent } from './consent';
export { ANALYTICS_TOOLS, configuredTools, scriptUrl, type AnalyticsTool } from './tools';
