import { createError, invalidField, type UpstreamClient, type UpstreamDefinition, type UpstreamResponse } from '@svc/core'
import * as v from 'valibot'
import { promptTokenBound, tokenCost, type TokenUsage } from './pricing.ts'
import { providerUpstream } from './providers.ts'
import type { AiSettings, ChatModel, ImageModel } from './settings.ts'
import { type ChatCompletion, chatCompletion, embeddingsResponse, errorObject, imagesResponse } from './schemas.ts'

/** What a call needs from the operation context. */
export interface CallContext {
  upstream: (definition: UpstreamDefinition) => UpstreamClient
}

export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string | ContentPart[]
}

export interface ChatRequest {
  messages: ChatMessage[]
  maxTokens: number
  temperature?: number | undefined
  topP?: number | undefined
  stop?: string | string[] | undefined
  responseFormat?: Record<string, unknown> | undefined
}

export interface ChatResult {
  completion: ChatCompletion
  /** The first choice's text ('' when the model sent none). */
  content: string
  usage: TokenUsage
  costUsd: number
}

// Statuses whose error object says what was wrong with the request.
const REQUEST_ERRORS = [400, 404, 413, 422]

/** One non-streaming `POST /chat/completions` on the model's provider, priced from the model table. */
export async function complete(ctx: CallContext, settings: AiSettings, model: ChatModel, request: ChatRequest): Promise<ChatResult> {
  const provider = providerUpstream(settings, model.provider)
  const body: Record<string, unknown> = {
    model: model.upstreamModel ?? model.id,
    messages: request.messages,
    [model.tokenLimitParam]: request.maxTokens,
    stream: false,
  }
  if (request.temperature !== undefined && model.sampling) body.temperature = request.temperature
  if (request.topP !== undefined && model.sampling) body.top_p = request.topP
  if (request.stop !== undefined) body.stop = request.stop
  if (request.responseFormat) body.response_format = request.responseFormat
  const response = await ctx.upstream(provider).json('/chat/completions', { method: 'POST', body, acceptStatus: REQUEST_ERRORS })
  const completion = checked(provider, response, chatCompletion)
  const content = completion.choices[0]!.message.content ?? ''
  const usage: TokenUsage = completion.usage
    ? { promptTokens: completion.usage.prompt_tokens, completionTokens: completion.usage.completion_tokens, estimated: false }
    : { promptTokens: promptTokenBound(messageTexts(request.messages)), completionTokens: Math.min(request.maxTokens, Buffer.byteLength(content, 'utf8')), estimated: true }
  return { completion, content, usage, costUsd: tokenCost(model, usage.promptTokens, usage.completionTokens) }
}

export interface ImageResult {
  created: number
  images: Array<{ b64_json: string }>
}

/** `POST /images/generations` answered as base64 images. */
export async function generateImages(ctx: CallContext, settings: AiSettings, model: ImageModel, request: { prompt: string; n: number; size?: string | undefined }): Promise<ImageResult> {
  const provider = providerUpstream(settings, model.provider)
  const body: Record<string, unknown> = { model: model.upstreamModel ?? model.id, prompt: request.prompt, n: request.n }
  if (request.size) body.size = request.size
  if (model.askBase64) body.response_format = 'b64_json'
  const response = await ctx.upstream(provider).json('/images/generations', { method: 'POST', body, acceptStatus: REQUEST_ERRORS, timeoutMs: 120_000 })
  const answer = checked(provider, response, imagesResponse)
  const images = answer.data.map((item) => item.b64_json)
  if (images.some((image) => !image)) throw createError('UPSTREAM_FAILED', `${provider.name} answered image URLs instead of base64 data; set settings.ai.models.${model.id}.askBase64 to true`)
  return { created: answer.created, images: images.map((b64_json) => ({ b64_json: b64_json! })) }
}

/** `POST /embeddings` of texts on a provider: one vector per text, in the texts' order (the answer's `index`). */
/** `signal`: for a caller outside an operation call (endpoint search's index), whose client carries none. */
export async function embed(ctx: CallContext, settings: AiSettings, target: { provider: string; model: string }, texts: string[], signal?: AbortSignal): Promise<number[][]> {
  const provider = providerUpstream(settings, target.provider)
  const body = { model: target.model, input: texts, encoding_format: 'float' }
  const response = await ctx.upstream(provider).json('/embeddings', { method: 'POST', body, acceptStatus: REQUEST_ERRORS, signal })
  const answer = checked(provider, response, embeddingsResponse)
  const vectors: number[][] = []
  for (const item of answer.data) vectors[item.index] = item.embedding
  if (answer.data.length !== texts.length || texts.some((_, i) => vectors[i] === undefined)) {
    throw createError('UPSTREAM_FAILED', `${provider.name} answered ${answer.data.length} embeddings for ${texts.length} texts`)
  }
  return vectors
}

export function messageTexts(messages: readonly ChatMessage[]): string[] {
  return messages.flatMap((message) => typeof message.content === 'string' ? [message.content] : message.content.flatMap((part) => part.type === 'text' ? [part.text] : []))
}

/**
 * A 2xx answer checked against the schema (502 naming the member otherwise); a request error
 * of the provider becomes a 400 when it is about the caller's input (the context is too
 * long), else a 502 that names the status and code but not the provider's text.
 */
function checked<S extends v.GenericSchema>(provider: UpstreamDefinition, response: UpstreamResponse<unknown>, schema: S): v.InferOutput<S> {
  if (response.status >= 300) {
    const error = v.safeParse(errorObject, response.data)
    const code = error.success ? error.output.error.code ?? error.output.error.type ?? null : null
    const message = error.success ? error.output.error.message ?? '' : ''
    if (code === 'context_length_exceeded' || /context length|too many tokens|maximum context/i.test(message)) {
      throw invalidField('messages', `too long for the model's context (${provider.name}: ${message.slice(0, 300)})`)
    }
    throw createError('UPSTREAM_FAILED', `${provider.name} refused the request (HTTP ${response.status}${code ? `, ${code}` : ''})`, { details: { upstreamStatus: response.status } })
  }
  const result = v.safeParse(schema, response.data)
  if (!result.success) {
    const issue = result.issues[0]
    throw createError('UPSTREAM_FAILED', `${provider.name} sent an answer of an unexpected shape (at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message})`)
  }
  return result.output
}
