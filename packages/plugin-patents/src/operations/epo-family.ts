import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { worldPatentData } from '../epo/answer.ts'
import { opsGet } from '../epo/call.ts'
import { at, documentId, list, textOf } from '../epo/json.ts'
import { opsReference, publicationNumber } from '../epo/number.ts'
import { epoOps } from '../upstreams/epo-ops.ts'

export default defineOperation({
  name: 'epo-family',
  method: 'GET',
  description: 'The INPADOC patent family of a publication (EPO Open Patent Services): every family member with its publication and application numbers and dates, and the priorities claimed.',
  input: v.object({ number: publicationNumber }),
  upstreams: [epoOps],
  keywords: ['patent family', 'inpadoc family members', 'same invention in other countries', 'family of a patent'],
  example: { params: { number: 'EP1000000A1' } },
  async handler(ctx) {
    const number = ctx.input.number
    const response = await opsGet(ctx, `/3.2/rest-services/family/publication/${opsReference(number)}`, { schema: worldPatentData, notFound: `no family for publication ${number} at the EPO` })
    const family = at(response.data, 'ops:world-patent-data', 'ops:patent-family')
    const items = list(at(family, 'ops:family-member')).map((member) => {
      const publication = documentId(member['publication-reference'])
      const application = documentId(member['application-reference'])
      return {
        familyId: textOf(member['@family-id']),
        publicationNumber: publication?.number ?? null,
        publicationDate: publication?.date ?? null,
        country: publication?.country ?? null,
        applicationNumber: application?.number ?? null,
        filingDate: application?.date ?? null,
        priorities: list(at(member, 'priority-claim')).map((claim) => documentId(claim)).filter((id) => id !== null).map((id) => ({ number: id.number, date: id.date })),
      }
    })
    const total = Number(textOf(at(family, '@total-result-count')))
    return listAnswer(items, sourceOf(epoOps, response.url), { total: Number.isFinite(total) ? total : items.length })
  },
})
