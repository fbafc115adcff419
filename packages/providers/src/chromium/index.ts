// The host's headless Chromium (settings.ai.screenshot): one browser pool per process, every page's
// request through the guard proxy (public addresses only). Read by ai (ai.screenshot) and url (url.render).
export { CHROMIUM_SETTING, chromiumAvailability, chromiumPathOf, DEFAULT_CHROMIUM } from './chromium.ts'
export { navigate, type NavigateOptions } from './navigate.ts'
export type { BrowserPool, PoolOptions } from './pool.ts'
export { browserPool, closeBrowserPool } from './shared-pool.ts'
export { renderHtml, type RenderedHtml, type RenderHtmlOptions } from './render-html.ts'
