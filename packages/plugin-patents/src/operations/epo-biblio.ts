import { listAnswer, sourceOf } from '@svc/core'
import { exchangeDocument, exchangeDocuments } from '../epo/biblio.ts'
import { at } from '../epo/json.ts'
import { publicationOperation } from '../epo/publication-operation.ts'
import { epoOps } from '../upstreams/epo-ops.ts'

export default publicationOperation({
  name: 'epo-biblio',
  description: 'Bibliographic data of a patent publication from any office (EPO Open Patent Services): title, abstract, applicants, inventors, dates, IPC and CPC classes; one item per publication kind (A1, B1...).',
  keywords: ['patent bibliographic data', 'patent abstract', 'european patent title and applicant', 'espacenet biblio'],
  path: (reference) => `published-data/publication/${reference}/biblio`,
  notFound: (number) => `no publication ${number} at the EPO`,
  answer(data, url) {
    const items = exchangeDocuments(at(data, 'ops:world-patent-data', 'exchange-documents')).map(exchangeDocument)
    return listAnswer(items, sourceOf(epoOps, url))
  },
})
