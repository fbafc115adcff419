import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import ack from './operations/ack.ts'
import edifact from './operations/edifact.ts'
import edifactGenerate from './operations/edifact-generate.ts'
import generate from './operations/generate.ts'
import parse from './operations/parse.ts'
import { vocabulary } from './vocabulary.ts'

/** The edi group computed on the host: no upstream, no key. */
export const ediPlugin = definePlugin({
  examples,
  group: 'edi',
  search: { vocabulary },
  operations: [
    parse,
    generate,
    ack,
    edifact,
    edifactGenerate,
  ],
})
