import { defineOperation, listAnswer, requireOne, sourceOf, optionalDate, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { dateOrder } from '../shared/input.ts'
import { limit, offset, text } from '../shared/params.ts'
import { cpsc } from '../upstreams/cpsc.ts'

const names = v.nullish(v.array(v.looseObject({ Name: textOrNull })), [])
const recall = v.looseObject({
  RecallID: v.number(),
  RecallNumber: textOrNull,
  RecallDate: textOrNull,
  Title: textOrNull,
  Description: textOrNull,
  URL: textOrNull,
  ConsumerContact: textOrNull,
  LastPublishDate: textOrNull,
  Products: v.nullish(v.array(v.looseObject({ Name: textOrNull, Description: textOrNull, Model: textOrNull, Type: textOrNull, NumberOfUnits: textOrNull })), []),
  Images: v.nullish(v.array(v.looseObject({ URL: textOrNull })), []),
  Injuries: names,
  Manufacturers: names,
  Retailers: names,
  Importers: names,
  Distributors: names,
  ManufacturerCountries: v.nullish(v.array(v.looseObject({ Country: textOrNull })), []),
  ProductUPCs: v.nullish(v.array(v.looseObject({ UPC: textOrNull })), []),
  Hazards: v.nullish(v.array(v.looseObject({ Name: textOrNull, HazardType: textOrNull })), []),
  Remedies: names,
})
const nameList = (rows: Array<{ Name: string | null }> | null) => (rows ?? []).map((row) => row.Name).filter((name): name is string => Boolean(name))

export default defineOperation({
  name: 'product-recalls',
  method: 'GET',
  description: 'Consumer product recalls announced by the U.S. CPSC (toys, appliances, furniture, vehicles parts, children\'s products...), newest first: by product name, manufacturer, recall title words, hazard and date; recall number and date, title, products with models and units, hazards, injuries, remedies, manufacturers, retailers, UPCs and the CPSC page.',
  input: v.object({
    product: text(2, 100, 'Product name words'),
    manufacturer: text(2, 100, 'Manufacturer name'),
    title: text(2, 100, 'Words of the recall title'),
    hazard: text(2, 60, 'Hazard words, e.g. fire, choking, fall'),
    from: optionalDate('Recalled on or after'),
    to: optionalDate('Recalled on or before'),
    limit: limit(100, 20),
    offset: offset(10_000),
  }),
  upstreams: [cpsc],
  keywords: ['product recall', 'cpsc recall', 'is this product recalled', 'toy recall', 'consumer safety recall'],
  // No filter, or dates in the wrong order, can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['product', 'manufacturer', 'title', 'hazard', 'from', 'to'])
    dateOrder(input.from, input.to)
  },
  async handler({ input, upstream }) {
    const response = await upstream(cpsc).json('/RestWebServices/Recall', {
      query: { format: 'json', ProductName: input.product, Manufacturer: input.manufacturer, RecallTitle: input.title, Hazard: input.hazard, RecallDateStart: input.from, RecallDateEnd: input.to },
      schema: v.array(recall),
      cacheTtlMs: 6 * 3600_000,
    })
    // The service answers every match at once, unordered: newest first, then the page.
    const rows = [...response.data].sort((a, b) => (b.RecallDate ?? '').localeCompare(a.RecallDate ?? ''))
    const items = rows.slice(input.offset, input.offset + input.limit).map((row) => ({
      recallId: row.RecallID,
      recallNumber: row.RecallNumber,
      recallDate: row.RecallDate?.slice(0, 10) ?? null,
      title: row.Title,
      description: row.Description,
      products: (row.Products ?? []).map((product) => ({ name: product.Name, description: product.Description, model: product.Model, type: product.Type, units: product.NumberOfUnits })),
      hazards: nameList(row.Hazards),
      injuries: nameList(row.Injuries),
      remedies: nameList(row.Remedies),
      manufacturers: nameList(row.Manufacturers),
      retailers: nameList(row.Retailers),
      importers: nameList(row.Importers),
      distributors: nameList(row.Distributors),
      manufacturerCountries: (row.ManufacturerCountries ?? []).map((entry) => entry.Country).filter(Boolean),
      upcs: (row.ProductUPCs ?? []).map((entry) => entry.UPC).filter(Boolean),
      images: (row.Images ?? []).map((image) => image.URL).filter(Boolean),
      consumerContact: row.ConsumerContact,
      lastPublished: row.LastPublishDate?.slice(0, 10) ?? null,
      url: row.URL,
    }))
    return listAnswer(items, sourceOf(cpsc, response.url), { total: rows.length })
  },
})
