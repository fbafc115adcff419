import { defineOperation, listAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { filtersAndDateOrder } from '../shared/input.ts'
import { dateSpan, limit, offset, text } from '../shared/params.ts'
import { cpsc } from '../upstreams/cpsc.ts'
import { cpscRecall, recallItem } from '../cpsc/recall.ts'

export default defineOperation({
  name: 'product-recalls',
  cacheTtl: '6h',
  sources: sourcesInWords('CPSC `GET /RestWebServices/Recall?format=json`'),
  method: 'GET',
  description: 'Consumer product recalls announced by the U.S. CPSC (toys, appliances, furniture, vehicles parts, children\'s products...), newest first: by product name, manufacturer, recall title words, hazard and date; recall number and date, title, products with models and units, hazards, injuries, remedies, manufacturers, retailers, UPCs and the CPSC page.',
  input: v.object({
    product: text(2, 100, 'Product name words'),
    manufacturer: text(2, 100, 'Manufacturer name'),
    title: text(2, 100, 'Words of the recall title'),
    hazard: text(2, 60, 'Hazard words, e.g. fire, choking, fall'),
    ...dateSpan('Recalled'),
    limit: limit(100, 20),
    offset: offset(10_000),
  }),
  upstreams: [cpsc],
  keywords: ['product recall', 'cpsc recall', 'is this product recalled', 'toy recall', 'consumer safety recall'],
  check: filtersAndDateOrder(['product', 'manufacturer', 'title', 'hazard', 'from', 'to']),
  async handler({ input, upstream }) {
    const response = await upstream(cpsc).json('/RestWebServices/Recall', {
      query: { format: 'json', ProductName: input.product, Manufacturer: input.manufacturer, RecallTitle: input.title, Hazard: input.hazard, RecallDateStart: input.from, RecallDateEnd: input.to },
      schema: v.array(cpscRecall),
    })
    // The service answers every match at once, unordered: newest first, then the page.
    const rows = [...response.data].sort((a, b) => (b.RecallDate ?? '').localeCompare(a.RecallDate ?? ''))
    return listAnswer(rows.slice(input.offset, input.offset + input.limit).map(recallItem), sourceOf(cpsc, response.url), { total: rows.length })
  },
})
