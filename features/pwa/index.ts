// The app around the pages: service worker, new-version check and its reload offer.
// Layout piece (client, loaded after the page): the worker, the version check, Telegram and the chat's trigger
export { AppMounts, type AppMountsProps } from './components/app-mounts';
export { AppUpdates } from './components/app-updates';
export { TelegramApp } from './components/telegram-app';
export { fetchLatestBuild, markReload, reloadGuarded, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, VERSION_POLL_MS, watchVersion, type LatestBuild } from './version-check';
export { clearPageCaches } from './page-caches';
