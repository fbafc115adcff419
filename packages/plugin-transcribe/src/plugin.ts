import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The transcribe group: speech to text over the providers of settings.ai's model table (@svc/providers/openai). */
export const transcribePlugin = definePlugin({
  examples,
  group: 'transcribe',
  search: { vocabulary },
  operations,
})
