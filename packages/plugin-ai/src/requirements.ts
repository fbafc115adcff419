import type { OperationDefinition } from '@svc/core'

type RequiredSetting = NonNullable<OperationDefinition['requiredSettings']>[number]

/*
 * The settings an operation with no local fallback cannot answer without: while one is unset, the
 * directory lists the operation as unavailable naming it, and calls answer 503 before payment.
 * A per-operation model (operationModels.<name>) still needs the default set: core checks one
 * path per requirement, not "this or that".
 */

/** chat, image and council take their model from the request: they need a table to pick from. */
export const MODEL_TABLE: RequiredSetting = { path: 'ai.models', description: 'the model table of OpenAI-compatible providers; no local engine answers this operation' }

export const TEXT_MODEL: RequiredSetting = { path: 'ai.textModel', description: 'a chat model of settings.ai.models; no local engine answers this operation' }

export const VISION_MODEL: RequiredSetting = { path: 'ai.visionModel', description: 'a chat model of settings.ai.models with vision: true; no local engine answers this operation' }
