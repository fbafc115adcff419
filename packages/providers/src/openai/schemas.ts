import * as v from 'valibot'

/** The members of an OpenAI `chat.completion` object this plugin reads (non-streaming). */
export const chatCompletion = v.object({
  id: v.string(),
  object: v.optional(v.string()),
  created: v.number(),
  model: v.string(),
  choices: v.pipe(v.array(v.object({
    index: v.number(),
    message: v.object({
      role: v.string(),
      content: v.optional(v.nullable(v.string()), null),
      refusal: v.optional(v.nullable(v.string())),
    }),
    finish_reason: v.nullable(v.string()),
  })), v.minLength(1)),
  usage: v.optional(v.nullable(v.object({
    prompt_tokens: v.pipe(v.number(), v.integer(), v.minValue(0)),
    completion_tokens: v.pipe(v.number(), v.integer(), v.minValue(0)),
    total_tokens: v.optional(v.number()),
  }))),
})
export type ChatCompletion = v.InferOutput<typeof chatCompletion>

/** `POST /images/generations`: base64 images (or URLs when the model answers so). */
export const imagesResponse = v.object({
  created: v.number(),
  data: v.pipe(v.array(v.object({
    b64_json: v.optional(v.nullable(v.string())),
    url: v.optional(v.nullable(v.string())),
    revised_prompt: v.optional(v.nullable(v.string())),
  })), v.minLength(1)),
})

/** `POST /embeddings`: `{ object: "list", data: [{ object: "embedding", embedding, index }], model, usage }`. */
export const embeddingsResponse = v.object({
  data: v.pipe(v.array(v.object({
    embedding: v.pipe(v.array(v.number()), v.minLength(1)),
    index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  })), v.minLength(1)),
  model: v.optional(v.string()),
})

/** The error object OpenAI-compatible APIs answer with: `{ error: { message, type, param, code } }`. */
export const errorObject = v.object({
  error: v.object({
    message: v.optional(v.nullable(v.string())),
    type: v.optional(v.nullable(v.string())),
    param: v.optional(v.nullable(v.string())),
    code: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  }),
})
