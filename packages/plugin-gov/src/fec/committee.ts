import * as v from 'valibot'
import { fecText } from './query.ts'

/** An OpenFEC committee record, the members read (a lookup passes the rest through). */
export const committee = v.looseObject({
  committee_id: v.string(),
  name: v.string(),
  committee_type: fecText,
  committee_type_full: fecText,
  designation: fecText,
  designation_full: fecText,
  organization_type_full: fecText,
  party: fecText,
  party_full: fecText,
  state: fecText,
  treasurer_name: fecText,
  filing_frequency: fecText,
  cycles: v.optional(v.array(v.number()), []),
  candidate_ids: v.optional(v.array(v.string()), []),
  first_file_date: fecText,
  last_file_date: fecText,
})
export type Committee = v.InferOutput<typeof committee>

/** A committee as fec-committee lists it (and names it in a lookup). */
export const listItem = (row: Committee) => ({
  committeeId: row.committee_id,
  name: row.name,
  committeeType: row.committee_type,
  committeeTypeFull: row.committee_type_full,
  designation: row.designation,
  designationFull: row.designation_full,
  organizationType: row.organization_type_full,
  party: row.party,
  partyFull: row.party_full,
  state: row.state,
  treasurerName: row.treasurer_name,
  filingFrequency: row.filing_frequency,
  cycles: row.cycles,
  candidateIds: row.candidate_ids,
  firstFiled: row.first_file_date,
  lastFiled: row.last_file_date,
  url: `https://www.fec.gov/data/committee/${row.committee_id}/`,
})
