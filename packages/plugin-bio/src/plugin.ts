import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import gene from './operations/gene.ts'
import protein from './operations/protein.ts'
import species from './operations/species.ts'
import { vocabulary } from './vocabulary.ts'

/** The bio operations: genes from NCBI Gene, proteins from UniProt, species from GBIF. */
export const bioPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'bio',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    gene, // GET /api/bio/gene     0.0048  NCBI E-utilities (gene) + UniProt (reviewed protein)
    protein, // GET /api/bio/protein  0.0036  UniProt REST
    species, // GET /api/bio/species  0.0036  GBIF species match, vernacular names, occurrence count
  ],
})
