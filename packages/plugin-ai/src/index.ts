export { aiPlugin } from './plugin.ts'
export { aiPlugin as default } from './plugin.ts'
// The provider machinery, for plugins of other groups that call the same providers (transcribe).
export { audioModel, providerUpstream } from './providers.ts'
export { aiSettingsOf, type AiSettings, type AudioModel } from './settings.ts'
export { fetchPage, type Page } from './sources/page.ts'
