import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { worldPatentData } from '../epo/answer.ts'
import { opsGet } from '../epo/call.ts'
import { at, documentId, list, opsDate, textOf } from '../epo/json.ts'
import { opsReference, publicationNumber } from '../epo/number.ts'
import { epoOps } from '../upstreams/epo-ops.ts'

/** Influence codes of INPADOC legal events. */
const INFLUENCE: Record<string, string> = { '+': 'positive', '-': 'negative', '0': 'neutral' }

export default defineOperation({
  name: 'epo-legal',
  method: 'GET',
  description: 'INPADOC legal status events of a publication and its family (EPO Open Patent Services): grants, lapses, oppositions, fees paid, with gazette dates and country, newest first.',
  input: v.object({ number: publicationNumber }),
  upstreams: [epoOps],
  keywords: ['patent legal status', 'is the patent still in force', 'patent lapsed', 'inpadoc legal events', 'patent opposition'],
  example: { params: { number: 'EP1000000A1' } },
  async handler(ctx) {
    const number = ctx.input.number
    const response = await opsGet(ctx, `/3.2/rest-services/legal/publication/${opsReference(number)}`, { schema: worldPatentData, notFound: `no legal status for publication ${number} at the EPO` })
    const members = list(at(response.data, 'ops:world-patent-data', 'ops:patent-family', 'ops:family-member'))
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
    return listAnswer(items, sourceOf(epoOps, response.url))
  },
})
