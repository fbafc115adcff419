import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The transcribe group: speech to text over the providers of settings.ai's model table (@svc/providers/openai). */
export const transcribePlugin = definePlugin({
  group: 'transcribe',
  search: { vocabulary },
  operations,
})
