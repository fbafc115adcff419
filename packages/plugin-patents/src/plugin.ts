import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import detail from './operations/detail.ts'
import documents from './operations/documents.ts'
import epoBiblio from './operations/epo-biblio.ts'
import epoFamily from './operations/epo-family.ts'
import epoLegal from './operations/epo-legal.ts'
import epoSearch from './operations/epo-search.ts'
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** The patents group: U.S. applications and grants (USPTO Open Data Portal) and worldwide publications (EPO OPS); both need the operator's credentials. */
export const patentsPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'patents',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    search, //     GET /api/patents/search      0.0045  USPTO ODP /api/v1/patent/applications/search
    detail, //     GET /api/patents/detail      0.0045  USPTO ODP /api/v1/patent/applications/{number} (or search by patent number)
    documents, //  GET /api/patents/documents   0.0045  USPTO ODP /api/v1/patent/applications/{number}/documents
    epoSearch, //  GET /api/patents/epo-search  0.0045  EPO OPS /3.2/rest-services/published-data/search/biblio
    epoBiblio, //  GET /api/patents/epo-biblio  0.0045  EPO OPS /3.2/rest-services/published-data/publication/{ref}/biblio
    epoFamily, //  GET /api/patents/epo-family  0.0045  EPO OPS /3.2/rest-services/family/publication/{ref}
    epoLegal, //   GET /api/patents/epo-legal   0.0045  EPO OPS /3.2/rest-services/legal/publication/{ref}
  ],
})
