export { aiPlugin } from './plugin.ts'
export { aiPlugin as default } from './plugin.ts'
// The provider machinery, for plugins of other groups that call the same providers (transcribe).
export { audioModel, providerUpstream } from './providers.ts'
export { aiSettingsOf, type AiSettings, type AudioModel } from './settings.ts'
export { fetchPage, type Page } from './sources/page.ts'
// The headless browser of ai.screenshot, for plugins that render pages (url.render): same pool, same guard.
export { closeBrowserPool } from './screenshot/shared-pool.ts'
export { renderHtml, type RenderedHtml, type RenderHtmlOptions } from './screenshot/html.ts'
