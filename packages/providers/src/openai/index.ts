// OpenAI-compatible providers (OpenAI, OpenRouter, Ollama, or any an operator declares), as the host's
// `settings.ai` configures them: the model table, each provider's upstream, the calls and structured answers.
// Read by ai (its model operations), search (search.ai) and transcribe (transcribe.audio).
export { aiSettingsOf, type AiSettings, type AudioModel, type ChatModel, type ImageModel } from './settings.ts'
export { DEFAULT_MODEL_OF } from './default-models.ts'
export { audioModel, BUILT_IN_PROVIDERS, chatModel, imageModel, noModel, operationModel, providerIds, providerUpstream } from './providers.ts'
export { type CallContext, type ChatMessage, type ChatRequest, type ChatResult, complete, type ContentPart, embed, generateImages, type ImageResult, messageTexts } from './client.ts'
export type { ChatCompletion } from './schemas.ts'
export { chatMaxCost, imagePrice, promptTokenBound, tokenCost, type TokenUsage } from './pricing.ts'
export { checkOutputBound, outputLimit } from './bounds.ts'
export { runStructured, type StructuredAnswer, type StructuredTask } from './structured.ts'
export { type CitedAnswer, citedAnswer } from './cited-answer.ts'
