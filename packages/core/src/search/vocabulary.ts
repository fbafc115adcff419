import type { PluginDefinition } from '../define.ts'
import type { SearchVocabulary } from './index.ts'

/** The union of the installed plugins' search vocabularies, intents and codes. */
export function vocabularyOf(plugins: readonly PluginDefinition[]): SearchVocabulary {
  const intents: Record<string, string[]> = {}
  for (const plugin of plugins) for (const [group, words] of Object.entries(plugin.search?.intents ?? {})) (intents[group] ??= []).push(...words)
  const codes = plugins.flatMap((plugin) => plugin.search?.codes?.() ?? [])
  return { synonyms: plugins.flatMap((plugin) => plugin.search?.vocabulary ?? []), intents, ...(codes.length > 0 ? { codes } : {}) }
}
