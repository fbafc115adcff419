import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import audio from './operations/audio.ts'
import { vocabulary } from './vocabulary.ts'

/** The transcribe group: speech to text over the providers of settings.ai's model table (@svc/providers/openai). */
export const transcribePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'transcribe',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    audio, // POST /api/transcribe/audio  up to 0.32625  settings.ai audio model (OpenAI-compatible /audio/transcriptions)
  ],
})
