import { defineOperation, invalidField, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { aiSettingsOf, generateImages, imageModel, imagePrice } from '@svc/providers/openai'
import { MODEL_TABLE } from '../requirements.ts'

const input = v.strictObject({
  model: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  prompt: v.pipe(v.string(), v.minLength(1), v.maxLength(4000)),
  n: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)), 1),
  size: v.optional(v.pipe(v.string(), v.maxLength(16), v.regex(/^\d{2,5}x\d{2,5}$/, 'must be WxH, e.g. 1024x1024'))),
})

type Input = v.InferOutput<typeof input>

/** `n` images at the model's price for the size; a size the model has no price for is refused. */
function quote(body: Input, settings: Readonly<Record<string, unknown>>): number {
  const model = imageModel(aiSettingsOf(settings), body.model)
  const price = imagePrice(model, body.size)
  if (price === undefined) {
    const sizes = Object.keys(model.perImage).join(', ')
    throw invalidField('size', `${body.model} is offered in ${sizes} on this host`)
  }
  return price * body.n
}

export default defineOperation({
  name: 'image',
  sources: sourcesInWords("the model's provider `POST /images/generations`"),
  method: 'POST',
  description: 'Generates 1-4 images from a prompt with an image model of the host\'s table (OpenAI-compatible images API); the 402 quotes the model\'s price per image times n. Answers base64 PNG data.',
  input,
  price: { quote },
  response: 'legacy',
  requiredSettings: [MODEL_TABLE],
  keywords: ['text to image', 'generate picture', 'dall-e', 'image generation', 'draw'],
  async handler({ input: body, settings, upstream }) {
    const ai = aiSettingsOf(settings)
    const result = await generateImages({ upstream }, ai, imageModel(ai, body.model), body)
    return { created: result.created, data: result.images }
  },
})
