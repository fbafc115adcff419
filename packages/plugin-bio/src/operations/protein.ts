import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { proteinRecord, uniprotEntry } from '../uniprot-entry.ts'
import { uniprot } from '../upstreams/uniprot.ts'

export default defineOperation({
  name: 'protein',
  cacheTtl: '7d',
  sources: [{ path: '/uniprotkb/{accession}.json' }],
  method: 'GET',
  description: 'A protein from UniProtKB by accession: entry id, reviewed flag, names, gene names, organism, length and mass, function, subcellular locations, Gene Ontology terms, 3D structure ids and keywords.',
  input: v.object({
    accession: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(2), v.maxLength(20), v.regex(/^[A-Z0-9]+$/, 'must be letters and digits, e.g. P04637'), v.description('UniProtKB accession')),
  }),
  upstreams: [uniprot],
  keywords: ['protein function', 'uniprot entry', 'amino acid sequence length', 'gene ontology'],
  async handler({ input, upstream }) {
    const response = await upstream(uniprot).json(`/uniprotkb/${input.accession}.json`, { schema: uniprotEntry, acceptStatus: [400, 404] })
    // UniProt answers 400 for a string that is no accession, 404 for an unknown one.
    if (response.status !== 200) throw createError('NOT_FOUND', `UniProtKB has no entry ${input.accession}`)
    return lookupAnswer(proteinRecord(response.data), sourceOf(uniprot, response.url))
  },
})
