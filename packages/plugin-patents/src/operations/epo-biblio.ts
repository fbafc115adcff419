import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { worldPatentData } from '../epo/answer.ts'
import { exchangeDocument, exchangeDocuments } from '../epo/biblio.ts'
import { opsGet } from '../epo/call.ts'
import { at } from '../epo/json.ts'
import { opsReference, publicationNumber } from '../epo/number.ts'
import { epoOps } from '../upstreams/epo-ops.ts'

export default defineOperation({
  name: 'epo-biblio',
  method: 'GET',
  description: 'Bibliographic data of a patent publication from any office (EPO Open Patent Services): title, abstract, applicants, inventors, dates, IPC and CPC classes; one item per publication kind (A1, B1...).',
  input: v.object({ number: publicationNumber }),
  upstreams: [epoOps],
  keywords: ['patent bibliographic data', 'patent abstract', 'european patent title and applicant', 'espacenet biblio'],
  example: { params: { number: 'EP1000000A1' } },
  async handler(ctx) {
    const number = ctx.input.number
    const response = await opsGet(ctx, `/3.2/rest-services/published-data/publication/${opsReference(number)}/biblio`, { schema: worldPatentData, notFound: `no publication ${number} at the EPO` })
    const items = exchangeDocuments(at(response.data, 'ops:world-patent-data', 'exchange-documents')).map(exchangeDocument)
    return listAnswer(items, sourceOf(epoOps, response.url))
  },
})
