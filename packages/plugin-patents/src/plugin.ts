import { definePlugin } from '@svc/core'
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
  examples,
  group: 'patents',
  search: { vocabulary },
  operations: [
    search,
    detail,
    documents,
    epoSearch,
    epoBiblio,
    epoFamily,
    epoLegal,
  ],
})
