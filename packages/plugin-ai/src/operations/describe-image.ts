import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { instruction, webUrl } from '../inputs.ts'
import { precheckUrl } from '../net/precheck.ts'
import { runImageTask } from '../structured/image-task.ts'
import { VISION_MODEL } from '../requirements.ts'

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length
const schema = v.object({
  altText: v.pipe(v.string(), v.check((text) => words(text) >= 5 && words(text) <= 15, 'must be 5 to 15 words')),
  description: v.pipe(v.string(), v.minLength(1), v.maxLength(1200)),
  contentType: v.picklist(['photograph', 'illustration', 'screenshot', 'diagram', 'document', 'mixed', 'other']),
  text: v.string(),
  mainObjects: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(80))), v.maxLength(20)),
  dominantColors: v.pipe(v.array(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex color #rrggbb'), v.toLowerCase())), v.maxLength(8)),
})

export default defineOperation({
  name: 'describe-image',
  sources: sourcesInWords('the image (URL guard) + `visionModel`'),
  method: 'POST',
  description: 'Describes an image (HTTPS URL, JPEG/PNG/GIF/WebP, at most 1 MB): alt text of 5-15 words, a 2-3 sentence description, its kind (photograph, screenshot, diagram...), any text in it verbatim, main objects and dominant hex colors. By the host\'s vision model, billed by the tokens used.',
  input: v.strictObject({ imageUrl: webUrl('https'), instruction: instruction(1000) }),
  effects: ['fetch'],
  response: 'legacy',
  requiredSettings: [VISION_MODEL],
  keywords: ['image caption', 'alt text generator', 'what is in this picture', 'describe photo', 'vision'],
  // A forbidden address known without a lookup can only fail: the 400 comes before any 402.
  check: (input) => precheckUrl(input.imageUrl, 'imageUrl'),
  handler: (ctx) => runImageTask(ctx, {
    operation: 'describe-image',
    imageUrl: ctx.input.imageUrl,
    instruction: ctx.input.instruction,
    instructions: 'Describe the image: alt text of 5 to 15 words; a description of 2 to 3 sentences; its kind (photograph, illustration, screenshot, diagram, document, mixed or other); every text visible in it transcribed verbatim (empty string if none); its main objects; and up to 8 dominant colors as #rrggbb.',
    request: 'Describe this image.',
    schema,
    maxTokens: 1500,
  }),
})
