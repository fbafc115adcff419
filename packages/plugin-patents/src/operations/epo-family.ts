import { listAnswer, sourceOf } from '@svc/core'
import { at, documentId, list, textOf } from '../epo/json.ts'
import { publicationOperation } from '../epo/publication-operation.ts'
import { epoOps } from '../upstreams/epo-ops.ts'

export default publicationOperation({
  name: 'epo-family',
  description: 'The INPADOC patent family of a publication (EPO Open Patent Services): every family member with its publication and application numbers and dates, and the priorities claimed.',
  keywords: ['patent family', 'inpadoc family members', 'same invention in other countries', 'family of a patent'],
  path: (reference) => `family/publication/${reference}`,
  notFound: (number) => `no family for publication ${number} at the EPO`,
  answer(data, url) {
    const family = at(data, 'ops:world-patent-data', 'ops:patent-family')
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
    return listAnswer(items, sourceOf(epoOps, url), { total: Number.isFinite(total) ? total : items.length })
  },
})
