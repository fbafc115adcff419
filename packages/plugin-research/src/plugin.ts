import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import author from './operations/author.ts'
import funding from './operations/funding.ts'
import org from './operations/org.ts'
import { vocabulary } from './vocabulary.ts'

/** Researchers, research organizations (OpenAlex) and federal research grants (NIH, NSF). */
export const researchPlugin = definePlugin({
  examples,
  group: 'research',
  search: { vocabulary },
  operations: [
    author,
    funding,
    org,
  ],
})
