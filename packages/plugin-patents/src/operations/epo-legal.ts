import { listAnswer, sourceOf } from '@svc/core'
import { at, documentId, list, opsDate, textOf } from '../epo/json.ts'
import { publicationOperation } from '../epo/publication-operation.ts'
import { epoOps } from '../upstreams/epo-ops.ts'

/** Influence codes of INPADOC legal events. */
const INFLUENCE: Record<string, string> = { '+': 'positive', '-': 'negative', '0': 'neutral' }

export default publicationOperation({
  name: 'epo-legal',
  description: 'INPADOC legal status events of a publication and its family (EPO Open Patent Services): grants, lapses, oppositions, fees paid, with gazette dates and country, newest first.',
  keywords: ['patent legal status', 'is the patent still in force', 'patent lapsed', 'inpadoc legal events', 'patent opposition'],
  path: (reference) => `legal/publication/${reference}`,
  notFound: (number) => `no legal status for publication ${number} at the EPO`,
  answer(data, url) {
    const members = list(at(data, 'ops:world-patent-data', 'ops:patent-family', 'ops:family-member'))
    const items = members.flatMap((member) => {
      const publication = documentId(member['publication-reference'])?.number ?? null
      return list(member['ops:legal']).map((event) => ({
        publicationNumber: publication,
        code: textOf(event['@code'])?.trim() ?? null,
        description: textOf(event['@desc']),
        influence: INFLUENCE[textOf(event['@infl']) ?? ''] ?? null,
        date: opsDate(event['ops:L007EP']),
        country: textOf(event['ops:L001EP']),
      }))
    })
    items.sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? 1 : (a.date ?? '') > (b.date ?? '') ? -1 : 0))
    return listAnswer(items, sourceOf(epoOps, url))
  },
})
