import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import audio from './operations/audio.ts'
import { vocabulary } from './vocabulary.ts'

/** The transcribe group: speech to text over the providers of settings.ai's model table (@svc/providers/openai). */
export const transcribePlugin = definePlugin({
  examples,
  group: 'transcribe',
  search: { vocabulary },
  operations: [
    audio,
  ],
})
