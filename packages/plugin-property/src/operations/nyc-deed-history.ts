// One piece: ACRIS's three reads (legals, then masters, then parties) each take the ids the one before found.
import { createError, defineOperation, listAnswer, optionalDate, requireOrder, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { documentRow, legals, masters, parties } from '../acris-rows.ts'
import { bblSchema, quote, splitBbl } from '../soql.ts'
import { DATASETS, nycOpenData } from '../upstreams/nyc-open-data.ts'

/** How many document ids one `in (...)` carries: URLs stay well under Socrata's limits. */
const MAX_DOCUMENTS = 300

export default defineOperation({
  name: 'nyc-deed-history',
  cacheTtl: '6h',
  sources: sourcesInWords('ACRIS Real Property Legals `8h5j-fqxa`, Master `bnx9-e6tj`, Parties `636b-3b5g`'),
  method: 'GET',
  description: 'Recorded documents of a New York City tax lot from ACRIS (NYC Department of Finance, Manhattan, Bronx, Brooklyn and Queens): deeds by default, or every document (mortgages, satisfactions...), newest first, with type, document and recording dates, amount, percent transferred, sellers (grantors) and buyers (grantees).',
  input: v.object({
    bbl: bblSchema,
    documents: v.optional(v.pipe(v.picklist(['deeds', 'all']), v.description('deeds (default: document types starting with DEED) or all')), 'deeds'),
    from: optionalDate('Documents dated on or after this day'),
    to: optionalDate('Documents dated on or before this day'),
    limit: rowLimit(100, 25),
  }),
  upstreams: [nycOpenData],
  keywords: ['nyc deed', 'property sale history', 'acris', 'who owns this building', 'sale price nyc', 'mortgage records'],
  example: { params: { bbl: '3012340056' } },
  // A window that ends before it starts can only fail: refused before any 402.
  check: (input) => requireOrder(input, 'from', 'to'),
  async handler({ input, upstream }) {
    const client = upstream(nycOpenData)
    const lot = splitBbl(input.bbl)
    if (lot.borough === 5) throw createError('NOT_FOUND', 'bbl: Staten Island documents are recorded by the Richmond County Clerk, not in ACRIS')
    // 1. The lot's documents (ACRIS Legals), with the address each one gives.
    const legal = await client.json(`/resource/${DATASETS.acrisLegals}.json`, {
      query: { borough: lot.borough, block: lot.block, lot: lot.lot, $select: 'document_id,street_number,street_name,unit,property_type', $limit: 5000 },
      schema: legals,
    })
    // ACRIS document ids begin with the recording year: sorted, the last ones are the newest.
    const ids = [...new Set(legal.data.map((row) => row.document_id))].sort()
    const truncated = ids.length > MAX_DOCUMENTS
    if (ids.length === 0) return listAnswer([], sourceOf(nycOpenData, legal.url), { total: 0 })
    const addressOf = new Map(legal.data.map((row) => [row.document_id, row]))
    // 2. Their master records: type, dates, amount, newest first (of the newest MAX_DOCUMENTS ids when there are more).
    const where = [
      `document_id in (${ids.slice(-MAX_DOCUMENTS).map(quote).join(',')})`,
      ...(input.documents === 'deeds' ? ["starts_with(doc_type, 'DEED')"] : []),
      ...(input.from ? [`document_date >= ${quote(`${input.from}T00:00:00`)}`] : []),
      ...(input.to ? [`document_date <= ${quote(`${input.to}T23:59:59`)}`] : []),
    ].join(' AND ')
    const master = await client.json(`/resource/${DATASETS.acrisMaster}.json`, {
      query: { $where: where, $order: 'document_date DESC, document_id DESC', $limit: 1000 },
      schema: masters,
    })
    // A document can have several master records (amendments): keep the first, which the order makes the newest.
    const documents = [...new Map(master.data.map((row) => [row.document_id, row])).values()]
    const page = documents.slice(0, input.limit)
    if (page.length === 0) return listAnswer([], sourceOf(nycOpenData, master.url), { total: 0 })
    // 3. Their parties: sellers and buyers, borrowers and lenders.
    const party = await client.json(`/resource/${DATASETS.acrisParties}.json`, {
      query: { $where: `document_id in (${page.map((row) => quote(row.document_id)).join(',')})`, $select: 'document_id,party_type,name,address_1,city,state,zip', $limit: 5000 },
      schema: parties,
    })
    const items = page.map((row) => documentRow(row, addressOf.get(row.document_id), party.data))
    return listAnswer(items, sourceOf(nycOpenData, master.url), { total: truncated ? null : documents.length })
  },
})
