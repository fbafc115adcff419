import type { PluginDefinition } from '../define.ts'
import type { SearchVocabulary } from './index.ts'

/**
 * The union of the installed plugins' search vocabularies, intents and codes. A plugin whose codes cannot be read
 * (its `codes()` throws) is searched without them, said in the log: one plugin does not take search down for all.
 */
export function vocabularyOf(plugins: readonly PluginDefinition[], log: (message: string) => void = () => {}): SearchVocabulary {
  const intents: Record<string, string[]> = {}
  for (const plugin of plugins) for (const [group, words] of Object.entries(plugin.search?.intents ?? {})) (intents[group] ??= []).push(...words)
  const codes = plugins.flatMap((plugin) => codesOf(plugin, log))
  return { synonyms: plugins.flatMap((plugin) => plugin.search?.vocabulary ?? []), intents, ...(codes.length > 0 ? { codes } : {}) }
}

function codesOf(plugin: PluginDefinition, log: (message: string) => void) {
  try {
    return plugin.search?.codes?.() ?? []
  } catch (error) {
    log(`search: ${plugin.name}'s search codes could not be read (${error instanceof Error ? error.message : String(error)}); its operations are searched without them`)
    return []
  }
}
