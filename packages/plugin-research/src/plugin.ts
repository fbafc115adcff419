import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** Researchers, research organizations (OpenAlex) and federal research grants (NIH, NSF). */
export const researchPlugin = definePlugin({
  group: 'research',
  search: { vocabulary },
  operations,
})
