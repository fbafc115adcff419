import { isAbsolute } from 'node:path'
import { createError } from '@svc/core'
import * as v from 'valibot'
import { BUILT_IN_PROVIDERS } from './providers.ts'
import { DEFAULT_MODEL_OF } from './default-models.ts'
import { DEFAULT_CHROMIUM } from '../chromium/chromium.ts'

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(80))
const usd = v.pipe(v.number(), v.minValue(0), v.maxValue(1000))
const count = v.pipe(v.number(), v.integer(), v.minValue(1))

const chatModel = v.strictObject({
  kind: v.optional(v.literal('chat'), 'chat'),
  provider: id,
  /** The provider's name of the model when it differs from the id callers use. */
  upstreamModel: v.optional(id),
  /** USD per 1,000 prompt and completion tokens, as callers pay them. */
  inputPer1k: usd,
  outputPer1k: usd,
  /** Context window in tokens (prompt and completion together). */
  context: count,
  /** Most completion tokens one call may ask for (default: the context). */
  maxOutput: v.optional(count),
  /** Accepts images in messages (describe-image, ocr). */
  vision: v.optional(v.boolean(), false),
  /** How a JSON answer is asked for: a strict JSON Schema, JSON mode, or the prompt alone. */
  structured: v.optional(v.picklist(['json_schema', 'json_object', 'prompt']), 'json_schema'),
  /**
   * The request member bounding the completion: OpenAI deprecated `max_tokens` for `max_completion_tokens`,
   * which its reasoning models (o-series, gpt-5) require; many compatible servers know `max_tokens` only.
   */
  tokenLimitParam: v.optional(v.picklist(['max_tokens', 'max_completion_tokens']), 'max_tokens'),
  /** Takes `temperature` and `top_p`; false for OpenAI's reasoning models, which refuse them (they are then not sent). */
  sampling: v.optional(v.boolean(), true),
  label: v.optional(v.pipe(v.string(), v.maxLength(120))),
})

const imageModel = v.strictObject({
  kind: v.literal('image'),
  provider: id,
  upstreamModel: v.optional(id),
  /** USD per image, by size `WxH`; `default` for any other size. */
  perImage: v.record(v.pipe(v.string(), v.regex(/^(?:\d{2,5}x\d{2,5}|default)$/, 'must be a size WxH or "default"')), usd),
  /** Sends `response_format: b64_json` (models that answer URLs by default need it; some refuse it). */
  askBase64: v.optional(v.boolean(), true),
  label: v.optional(v.pipe(v.string(), v.maxLength(120))),
})

const audioModel = v.strictObject({
  kind: v.literal('audio'),
  provider: id,
  upstreamModel: v.optional(id),
  /** USD per minute of audio, as callers pay it. */
  perMinute: usd,
  /** Asks for `verbose_json` (duration, language, segments); models that only answer `json` are billed their maximum. */
  verboseJson: v.optional(v.boolean(), true),
  label: v.optional(v.pipe(v.string(), v.maxLength(120))),
})

const provider = v.strictObject({
  baseUrl: v.pipe(v.string(), v.url('must be an absolute URL')),
  name: v.optional(v.pipe(v.string(), v.maxLength(80))),
  keyRequired: v.optional(v.boolean(), true),
})

const presetList = v.pipe(v.array(id), v.minLength(2), v.maxLength(8))

const aiSettings = v.strictObject({
  providers: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case provider id')), provider), {}),
  models: v.optional(v.record(id, v.variant('kind', [imageModel, audioModel, chatModel])), {}),
  /** The model of the structured operations (classify, summarize...), and the one of image inputs. */
  textModel: v.optional(id),
  visionModel: v.optional(id),
  /** The default model of transcribe.audio. */
  audioModel: v.optional(id),
  /**
   * The embedding model endpoint search ranks by meaning with (`POST /embeddings` of an OpenAI-compatible
   * provider): the operations' descriptions once per catalog change, then each search's query.
   */
  searchEmbedding: v.optional(v.strictObject({ provider: id, model: id })),
  /** Per operation name, a model other than textModel/visionModel. */
  operationModels: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z-]+$/)), id), {}),
  council: v.optional(v.strictObject({
    fast: v.optional(presetList),
    balanced: v.optional(presetList),
    deep: v.optional(presetList),
    /** Writes the consensus; default the first member that answered. */
    synthesizer: v.optional(id),
  }), {}),
  screenshot: v.optional(v.strictObject({
    executablePath: v.optional(v.string(), DEFAULT_CHROMIUM),
    /** Pages rendered at once, and renders waiting for a page before 503. */
    concurrency: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16)), 2),
    queue: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(256)), 16),
    /** Ad and tracker filter lists (EasyList syntax): https URLs or local file paths. */
    filterLists: v.optional(v.array(v.string())),
  }), {}),
  /** The local OCR engine of ai.ocr on hosts without a vision model (tesseract.js). */
  localOcr: v.optional(v.strictObject({
    /** Tesseract language codes read together, each a `<code>.traineddata.gz` of langPath. */
    languages: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z]{3}(?:_[a-z]+)*$/, 'must be a tesseract language code such as eng or chi_sim'))), v.minLength(1), v.maxLength(4)), ['eng']),
    /** A directory of this host holding the traineddata files (default: the shipped @tesseract.js-data/eng); never a URL. */
    langPath: v.optional(v.pipe(v.string(), v.check((path) => isAbsolute(path), 'must be an absolute directory path on this host'))),
    /** Images read at once, and reads waiting for the engine before 503. */
    concurrency: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8)), 1),
    queue: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(64)), 8),
  }), {}),
})

export type AiSettings = v.InferOutput<typeof aiSettings>
export type ChatModel = v.InferOutput<typeof chatModel> & { id: string }
export type ImageModel = v.InferOutput<typeof imageModel> & { id: string }
export type AudioModel = v.InferOutput<typeof audioModel> & { id: string }

const parsed = new WeakMap<object, AiSettings>()

/** The operator's `settings.ai`, validated once per settings object; an invalid one is a 503 naming the key. */
export function aiSettingsOf(settings: Readonly<Record<string, unknown>>): AiSettings {
  const cached = parsed.get(settings)
  if (cached) return cached
  const result = v.safeParse(aiSettings, settings)
  if (!result.success) {
    const issue = result.issues[0]
    throw createError('UNAVAILABLE', `The ai settings of this host are invalid: settings.ai.${v.getDotPath(issue) ?? ''} ${issue.message}`)
  }
  const problem = crossReferenceProblem(result.output)
  if (problem) throw createError('UNAVAILABLE', `The ai settings of this host are invalid: ${problem}`)
  parsed.set(settings, result.output)
  return result.output
}

/** Every model named by a default, an operation or a council preset is a chat model of the table, on a known provider. */
function crossReferenceProblem(settings: AiSettings): string | undefined {
  for (const [id, model] of Object.entries(settings.models)) {
    if (!(model.provider in BUILT_IN_PROVIDERS) && !settings.providers[model.provider]) {
      return `settings.ai.models.${id}.provider "${model.provider}" is neither built in (${Object.keys(BUILT_IN_PROVIDERS).join(', ')}) nor in settings.ai.providers`
    }
  }
  const embedding = settings.searchEmbedding
  if (embedding && !(embedding.provider in BUILT_IN_PROVIDERS) && !settings.providers[embedding.provider]) {
    return `settings.ai.searchEmbedding.provider "${embedding.provider}" is neither built in (${Object.keys(BUILT_IN_PROVIDERS).join(', ')}) nor in settings.ai.providers`
  }
  const references: Array<[string, string | undefined]> = [
    ['textModel', settings.textModel],
    ['visionModel', settings.visionModel],
    ['council.synthesizer', settings.council.synthesizer],
    ...Object.entries(settings.operationModels).map(([name, id]): [string, string] => [`operationModels.${name}`, id]),
    ...(['fast', 'balanced', 'deep'] as const).flatMap((mode) => (settings.council[mode] ?? []).map((id, i): [string, string] => [`council.${mode}.${i}`, id])),
  ]
  for (const [where, id] of references) {
    if (id !== undefined && settings.models[id]?.kind !== 'chat') return `settings.ai.${where} names "${id}", which is not a chat model of settings.ai.models`
  }
  for (const name of Object.keys(settings.operationModels)) {
    const fallback = DEFAULT_MODEL_OF[name]
    if (fallback && settings[fallback] === undefined) return `settings.ai.operationModels.${name} is set but settings.ai.${fallback} is not: ai.${name} is only served when ${fallback} is set too`
  }
  if (settings.audioModel && settings.models[settings.audioModel]?.kind !== 'audio') return `settings.ai.audioModel names "${settings.audioModel}", which is not an audio model of settings.ai.models`
  if (settings.visionModel && !(settings.models[settings.visionModel] as { vision?: boolean }).vision) {
    return `settings.ai.visionModel "${settings.visionModel}" does not take images (set vision: true on it)`
  }
  return undefined
}
