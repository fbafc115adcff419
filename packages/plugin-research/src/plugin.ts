import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import author from './operations/author.ts'
import funding from './operations/funding.ts'
import org from './operations/org.ts'
import { vocabulary } from './vocabulary.ts'

/** Researchers, research organizations (OpenAlex) and federal research grants (NIH, NSF). */
export const researchPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'research',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    author, // GET /api/research/author    0.003   OpenAlex authors
    funding, // GET /api/research/funding  0.0045  NIH RePORTER + NSF Award Search, one section each
    org, // GET /api/research/org          0.003   OpenAlex institutions
  ],
})
