// The rows of the DOB and HPD violation datasets, and each as the one violation shape nyc-violations answers.
import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { day, text } from './soql.ts'

export const dobRows = v.array(v.looseObject({
  isn_dob_bis_viol: textOrNull, number: textOrNull, violation_number: textOrNull, boro: textOrNull, bin: textOrNull, block: textOrNull, lot: textOrNull, house_number: textOrNull, street: textOrNull,
  issue_date: textOrNull, violation_type_code: textOrNull, violation_type: textOrNull, violation_category: textOrNull, description: textOrNull, disposition_date: textOrNull, disposition_comments: textOrNull, ecb_number: textOrNull,
}))
export const hpdRows = v.array(v.looseObject({
  violationid: textOrNull, bin: textOrNull, bbl: textOrNull, housenumber: textOrNull, streetname: textOrNull, apartment: textOrNull, story: textOrNull, class: textOrNull,
  inspectiondate: textOrNull, novissueddate: textOrNull, novdescription: textOrNull, currentstatus: textOrNull, currentstatusdate: textOrNull, violationstatus: textOrNull, originalcorrectbydate: textOrNull,
}))

export interface Violation {
  agency: 'DOB' | 'HPD'
  id: string | null
  issuedDate: string | null
  open: boolean
  status: string | null
  type: string | null
  class: string | null
  description: string | null
  address: string | null
  apartment: string | null
  story: string | null
  dispositionDate: string | null
  disposition: string | null
}

/** A DOB violation: one without a disposition date is still open. */
export const dobViolation = (row: v.InferOutput<typeof dobRows>[number]): Violation => ({
  agency: 'DOB',
  id: text(row.number) ?? text(row.isn_dob_bis_viol),
  issuedDate: day(row.issue_date),
  open: !text(row.disposition_date),
  status: text(row.violation_category),
  type: text(row.violation_type),
  class: null,
  description: text(row.description),
  address: [row.house_number, row.street].map(text).filter(Boolean).join(' ') || null,
  apartment: null,
  story: null,
  dispositionDate: day(row.disposition_date),
  disposition: text(row.disposition_comments),
})

/** An HPD housing maintenance code violation. */
export const hpdViolation = (row: v.InferOutput<typeof hpdRows>[number]): Violation => ({
  agency: 'HPD',
  id: text(row.violationid),
  issuedDate: day(row.novissueddate) ?? day(row.inspectiondate),
  open: row.violationstatus === 'Open',
  status: text(row.currentstatus),
  type: 'Housing maintenance code',
  class: text(row.class),
  description: text(row.novdescription),
  address: [row.housenumber, row.streetname].map(text).filter(Boolean).join(' ') || null,
  apartment: text(row.apartment),
  story: text(row.story),
  dispositionDate: day(row.currentstatusdate),
  disposition: text(row.currentstatus),
})
