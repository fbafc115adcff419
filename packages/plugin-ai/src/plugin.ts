import { definePlugin } from '@svc/core'
import { councilMenuRoute, modelsRoute } from './routes.ts'
import { searchEmbedder } from './search-embedder.ts'
import { aiSettingsOf } from '@svc/providers/openai'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The ai group: an AI gateway over OpenAI-compatible providers, billed by actual usage. */
export const aiPlugin = definePlugin({
  group: 'ai',
  search: { vocabulary, embedder: searchEmbedder },
  operations,
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
