import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import ack from './operations/ack.ts'
import edifact from './operations/edifact.ts'
import edifactGenerate from './operations/edifact-generate.ts'
import generate from './operations/generate.ts'
import parse from './operations/parse.ts'
import { vocabulary } from './vocabulary.ts'

/** The edi group computed on the host: no upstream, no key. */
export const ediPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'edi',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    parse, //            POST /api/edi/parse              0.0045  X12 to JSON, envelopes checked
    generate, //         POST /api/edi/generate           0.0045  JSON to X12, counts and control numbers computed
    ack, //              POST /api/edi/ack                0.0045  997 / 999 for a received interchange
    edifact, //          POST /api/edi/edifact            0.0045  EDIFACT to JSON, UNA and release characters
    edifactGenerate, //  POST /api/edi/edifact-generate   0.0045  JSON to EDIFACT, counts and references computed
  ],
})
