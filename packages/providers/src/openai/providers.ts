import { createError, defineUpstream, invalidField, type ProviderTerms, type UpstreamDefinition } from '@svc/core'
import type { AiSettings, AudioModel, ChatModel, ImageModel } from './settings.ts'

interface KnownProvider {
  name: string
  baseUrl: string
  keyRequired: boolean
  docsUrl: string
  /** Where an operator gets a key. */
  signupUrl?: string
  terms?: ProviderTerms
}

/*
 * Providers known by id; an operator names others in `settings.ai.providers`. Keys: `SVC_UPSTREAM_<ID>_KEY`.
 * No quota is declared: OpenAI's and OpenRouter's limits are per account, tier and model (the model is in the
 * body, not the path), so none is one published number; their 429s (with Retry-After) reach callers as 429.
 */
export const BUILT_IN_PROVIDERS: Record<string, KnownProvider> = {
  openai: {
    name: 'OpenAI',
    baseUrl: 'https://api.openai.com/v1',
    keyRequired: true,
    docsUrl: 'https://platform.openai.com/docs/api-reference',
    signupUrl: 'https://platform.openai.com/api-keys',
    terms: {
      url: 'https://openai.com/policies/services-agreement/',
      commercial: { use: 'allowed', note: 'the API is for businesses and developers under the OpenAI Services Agreement, on the operator\'s own account; its Usage Policies bind the operator\'s end users too' },
    },
  },
  openrouter: { name: 'OpenRouter', baseUrl: 'https://openrouter.ai/api/v1', keyRequired: true, docsUrl: 'https://openrouter.ai/docs/api-reference/overview' },
  ollama: { name: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', keyRequired: false, docsUrl: 'https://github.com/ollama/ollama/blob/main/docs/openai.md' },
}

const definitions = new Map<string, UpstreamDefinition>()

/** The upstream of an OpenAI-compatible provider: base URL and bearer key from `upstreams.<id>`. */
export function providerUpstream(settings: AiSettings, id: string): UpstreamDefinition {
  const declared = settings.providers[id]
  const known: KnownProvider | undefined = declared ? { name: declared.name ?? id, baseUrl: declared.baseUrl, keyRequired: declared.keyRequired, docsUrl: declared.baseUrl } : BUILT_IN_PROVIDERS[id]
  if (!known) {
    throw createError('UPSTREAM_NOT_CONFIGURED', `The AI provider "${id}" is not configured on this host: declare it in settings.ai.providers.${id} (baseUrl) or use ${Object.keys(BUILT_IN_PROVIDERS).join(', ')}`)
  }
  const cacheKey = `${id} ${known.baseUrl} ${known.keyRequired}`
  let definition = definitions.get(cacheKey)
  if (!definition) {
    definition = defineUpstream({
      id,
      name: known.name,
      baseUrl: known.baseUrl,
      key: { required: known.keyRequired, in: 'header', name: 'authorization', prefix: 'Bearer ', ...(known.signupUrl ? { signupUrl: known.signupUrl } : {}) },
      docsUrl: known.docsUrl,
      license: `${known.name} terms of use`,
      ...(known.terms ? { terms: known.terms } : {}),
      timeoutMs: 60_000,
      concurrency: 16,
    })
    definitions.set(cacheKey, definition)
  }
  return definition
}

export function providerIds(settings: AiSettings): string[] {
  return [...new Set([...Object.keys(BUILT_IN_PROVIDERS), ...Object.keys(settings.providers)])]
}

function unknownModel(field: string, model: string): Error {
  return invalidField(field, `the model "${model}" is not served on this host; GET /api/ai/models lists the models it serves`)
}

/** A chat model of the table by the id callers use; `field` is named in the 400. */
export function chatModel(settings: AiSettings, model: string, field = 'model'): ChatModel {
  return modelOf(settings, model, 'chat', field)
}

export function imageModel(settings: AiSettings, model: string): ImageModel {
  return modelOf(settings, model, 'image', 'model')
}

export function audioModel(settings: AiSettings, model: string, field = 'model'): AudioModel {
  return modelOf(settings, model, 'audio', field)
}

type ModelOfKind = { chat: ChatModel; image: ImageModel; audio: AudioModel }

function modelOf<K extends keyof ModelOfKind>(settings: AiSettings, model: string, kind: K, field: string): ModelOfKind[K] {
  const entry = settings.models[model]
  if (!entry) throw unknownModel(field, model)
  if (entry.kind !== kind) throw invalidField(field, `"${model}" is an ${entry.kind} model, not ${kind === 'chat' ? 'a' : 'an'} ${kind} model`)
  return { ...entry, id: model } as ModelOfKind[K]
}

/**
 * The model a structured operation runs on: `operationModels.<name>`, else the vision or text
 * model; undefined when the host configured none (the operation then answers locally or 503).
 */
export function operationModel(settings: AiSettings, operation: string, needs: 'text' | 'vision'): ChatModel | undefined {
  const id = settings.operationModels[operation] ?? (needs === 'vision' ? settings.visionModel : settings.textModel)
  if (!id) return undefined
  const model = chatModel(settings, id)
  if (needs === 'vision' && !model.vision) {
    throw createError('UNAVAILABLE', `The model ${id} configured for ai.${operation} does not take images (settings.ai.models.${id}.vision)`)
  }
  return model
}

export function noModel(operation: string, needs: 'text' | 'vision'): Error {
  return createError('UPSTREAM_NOT_CONFIGURED', `ai.${operation} needs a model on this host: set settings.ai.${needs === 'vision' ? 'visionModel' : 'textModel'} (or settings.ai.operationModels.${operation}) to a model of settings.ai.models`)
}
