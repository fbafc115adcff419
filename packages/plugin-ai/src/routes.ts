import type { PluginRoute } from '@svc/core'
import { aiSettingsOf, outputLimit, providerIds } from '@svc/providers/openai'

/** `GET /api/ai/models`: the model table of this host, with prices, context and capabilities. */
export const modelsRoute: PluginRoute = {
  path: 'models',
  description: 'The models this host serves: provider, kind, prices per 1,000 tokens or per image, context size.',
  handler: ({ settings }) => {
    const ai = aiSettingsOf(settings)
    const models = Object.entries(ai.models).map(([id, model]) => model.kind === 'image'
      ? { id, kind: 'image', provider: model.provider, label: model.label ?? null, perImageUsd: model.perImage }
      : model.kind === 'audio'
      ? { id, kind: 'audio', provider: model.provider, label: model.label ?? null, perMinuteUsd: model.perMinute }
      : {
          id, kind: 'chat', provider: model.provider, label: model.label ?? null,
          inputPer1kUsd: model.inputPer1k, outputPer1kUsd: model.outputPer1k, context: model.context,
          maxOutput: outputLimit({ ...model, id }), vision: model.vision,
        })
    return {
      count: models.length,
      models,
      defaults: { textModel: ai.textModel ?? null, visionModel: ai.visionModel ?? null, audioModel: ai.audioModel ?? null, operationModels: ai.operationModels },
      providers: providerIds(ai),
    }
  },
}

/** `GET /api/ai/council/menu`: the council presets of this host and the models that can sit. */
export const councilMenuRoute: PluginRoute = {
  path: 'council/menu',
  description: 'The council presets (fast, balanced, deep) of this host with their models and rounds, the synthesizer, and the models callers may name.',
  handler: ({ settings }) => {
    const ai = aiSettingsOf(settings)
    const chat = Object.entries(ai.models).filter(([, model]) => model.kind === 'chat').map(([id]) => id)
    const preset = (mode: 'fast' | 'balanced' | 'deep') => {
      const models = ai.council[mode] ?? []
      return { models, rounds: mode === 'fast' ? 1 : 2, peerRefine: mode !== 'fast', available: models.length >= 2 }
    }
    return {
      presets: { fast: preset('fast'), balanced: preset('balanced'), deep: preset('deep') },
      synthesizer: ai.council.synthesizer ?? null,
      models: chat,
      maxTokens: { min: 128, max: 4096, default: 640 },
      membersWhenNamed: { min: 2, max: 8, rounds: 1 },
    }
  },
}
