import type { PluginContext, SearchEmbedder } from '@svc/core'
import { aiSettingsOf, embed } from '@svc/providers/openai'

/** Endpoint search's embedder: `settings.ai.searchEmbedding`'s model on its provider; none when unset. */
export function searchEmbedder(ctx: PluginContext): SearchEmbedder | undefined {
  const settings = aiSettingsOf(ctx.settings)
  const target = settings.searchEmbedding
  if (!target) return undefined
  return {
    model: `${target.provider}/${target.model}`,
    embed: (texts, signal) => embed({ upstream: ctx.upstream }, settings, target, texts, signal),
  }
}
