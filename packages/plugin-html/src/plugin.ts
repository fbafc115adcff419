import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import toMarkdown from './operations/to-markdown.ts'
import { vocabulary } from './vocabulary.ts'

/** The html operations answered on the host. */
export const htmlPlugin = definePlugin({
  examples,
  group: 'html',
  search: { vocabulary },
  operations: [
    toMarkdown,
  ],
})
