import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
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
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'ai',
  search: { vocabulary, embedder: searchEmbedder },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    chat, //      POST /api/ai/chat       from 0.0025, up to the quote  model table
    classify, //  POST /api/ai/classify   0.045                         textModel
    council, //   POST /api/ai/council    from 0.03, up to the quote    council presets of the model table
    describeImage, // POST /api/ai/describe-image  up to 0.045       visionModel, image fetched here
    entities, //  POST /api/ai/entities   up to 0.09                    textModel, else compromise and patterns (local)
    extract, //   POST /api/ai/extract    up to 0.1875                  textModel, page fetched here
    image, //     POST /api/ai/image      from 0.09, quoted             model table
    moderate, //  POST /api/ai/moderate   0.045                         textModel, else obscenity word list (local)
    ocr, //       POST /api/ai/ocr        up to 0.09                    visionModel, image fetched here; else tesseract.js (local)
    pii, //       POST /api/ai/pii        up to 0.075                   textModel, else text.redact, compromise and patterns (local)
    research, //  POST /api/ai/research   up to 0.105                   caller's URLs (or Brave Search) + textModel
    screenshot, // POST /api/ai/screenshot 0.01875                      headless Chromium on the host
    sentiment, // POST /api/ai/sentiment  0.045                         textModel, else AFINN lexicon (local)
    summarize, // POST /api/ai/summarize  up to 0.1575                  textModel, page fetched here
    translate, // POST /api/ai/translate  up to 0.0705                  textModel
    webAnswer, // POST /api/ai/web-answer up to 0.0825                  Brave Search (key) + textModel
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
