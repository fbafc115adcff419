import type { ChatModel, ImageModel } from './settings.ts'

export interface TokenUsage {
  promptTokens: number
  completionTokens: number
  /** True when the provider sent no `usage` and the counts are upper bounds. */
  estimated: boolean
}

/** What callers pay for tokens of a model, in USD. */
export function tokenCost(model: ChatModel, promptTokens: number, completionTokens: number): number {
  return (promptTokens / 1000) * model.inputPer1k + (completionTokens / 1000) * model.outputPer1k
}

/**
 * An upper bound of the tokens of a prompt: a byte-level BPE token covers at least one byte
 * of UTF-8, and each message costs a few framing tokens.
 */
export function promptTokenBound(texts: readonly string[]): number {
  let bytes = 0
  for (const text of texts) bytes += Buffer.byteLength(text, 'utf8')
  return bytes + 4 * texts.length + 3
}

/** The most a chat call can cost: every prompt byte a token, and all `maxTokens` generated. */
export function chatMaxCost(model: ChatModel, texts: readonly string[], maxTokens: number): number {
  return tokenCost(model, promptTokenBound(texts), maxTokens)
}

/** Price of one image of a size: its own entry, else `default`; undefined when the model has neither. */
export function imagePrice(model: ImageModel, size: string | undefined): number | undefined {
  return (size !== undefined ? model.perImage[size] : undefined) ?? model.perImage.default
}
