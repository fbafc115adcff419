import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import chat from './operations/chat.ts'
import classify from './operations/classify.ts'
import council from './operations/council.ts'
import describeImage from './operations/describe-image.ts'
import entities from './operations/entities.ts'
import extract from './operations/extract.ts'
import image from './operations/image.ts'
import moderate from './operations/moderate.ts'
import ocr from './operations/ocr.ts'
import pii from './operations/pii.ts'
import research from './operations/research.ts'
import screenshot from './operations/screenshot.ts'
import sentiment from './operations/sentiment.ts'
import summarize from './operations/summarize.ts'
import translate from './operations/translate.ts'
import webAnswer from './operations/web-answer.ts'
import { councilMenuRoute, modelsRoute } from './routes.ts'
import { searchEmbedder } from './search-embedder.ts'
import { aiSettingsOf } from '@svc/providers/openai'
import { vocabulary } from './vocabulary.ts'

/** The ai group: an AI gateway over OpenAI-compatible providers, billed by actual usage. */
export const aiPlugin = definePlugin({
  examples,
  group: 'ai',
  search: { vocabulary, embedder: searchEmbedder },
  operations: [
    chat,
    classify,
    council,
    describeImage,
    entities,
    extract,
    image,
    moderate,
    ocr,
    pii,
    research,
    screenshot,
    sentiment,
    summarize,
    translate,
    webAnswer,
  ],
  routes: [modelsRoute, councilMenuRoute], // GET /api/ai/models, GET /api/ai/council/menu
  lifecycle: {
    // Invalid settings stop the host at start-up, naming the key.
    start: ({ settings }) => void aiSettingsOf(settings),
    stop: async () => {
      const { closeBrowserPool } = await import('./screenshot/handler.ts')
      await closeBrowserPool()
    },
  },
})
