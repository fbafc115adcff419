import { textOrNull } from '@svc/core'
import * as v from 'valibot'

const names = v.nullish(v.array(v.looseObject({ Name: textOrNull })), [])
/** One recall of the CPSC Recalls API, the members read. */
export const cpscRecall = v.looseObject({
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

/** One recall as product-recalls answers it. */
export const recallItem = (row: v.InferOutput<typeof cpscRecall>) => ({
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
})
