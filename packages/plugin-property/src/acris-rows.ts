// The rows of the three ACRIS datasets nyc-deed-history reads, and one recorded document as it answers it.
import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { amount, day, text } from './soql.ts'

export const legals = v.array(v.looseObject({ document_id: v.string(), street_number: textOrNull, street_name: textOrNull, unit: textOrNull, property_type: textOrNull }))
export const masters = v.array(v.looseObject({ document_id: v.string(), doc_type: textOrNull, document_date: textOrNull, document_amt: textOrNull, recorded_datetime: textOrNull, recorded_borough: textOrNull, percent_trans: textOrNull, crfn: textOrNull }))
export const parties = v.array(v.looseObject({ document_id: v.string(), party_type: textOrNull, name: textOrNull, address_1: textOrNull, city: textOrNull, state: textOrNull, zip: textOrNull }))

type Legal = v.InferOutput<typeof legals>[number]
type Master = v.InferOutput<typeof masters>[number]
type Party = v.InferOutput<typeof parties>[number]

/** One document: its master record, the address its legal record gives, its parties (1 = grantor: seller, borrower; 2 = grantee: buyer, lender). */
export function documentRow(row: Master, place: Legal | undefined, party: Party[]) {
  const partiesOf = (type: string) => party
    .filter((entry) => entry.document_id === row.document_id && entry.party_type === type)
    .map((entry) => ({ name: text(entry.name), address: [entry.address_1, entry.city, entry.state, entry.zip].map(text).filter(Boolean).join(', ') || null }))
  return {
    documentId: row.document_id,
    type: row.doc_type,
    documentDate: day(row.document_date),
    recordedDate: day(row.recorded_datetime),
    amount: amount(row.document_amt),
    percentTransferred: amount(row.percent_trans),
    crfn: text(row.crfn),
    address: place ? [place.street_number, place.street_name].map(text).filter(Boolean).join(' ') || null : null,
    unit: text(place?.unit),
    propertyType: text(place?.property_type),
    grantors: partiesOf('1'),
    grantees: partiesOf('2'),
    url: `https://a836-acris.nyc.gov/DS/DocumentSearch/DocumentImageView?doc_id=${encodeURIComponent(row.document_id)}`,
  }
}
