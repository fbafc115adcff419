import type * as v from 'valibot'
import { num, str } from '../shared/input.ts'
import { day, dolRow } from './query.ts'

/** OSHA's inspections, the columns read. */
export const oshaInspection = dolRow('activity_nr', [
  'estab_name', 'site_address', 'site_city', 'site_state', 'site_zip', 'naics_code', 'sic_code', 'owner_type', 'insp_type',
  'insp_scope', 'safety_hlth', 'union_status', 'nr_in_estab', 'open_date', 'close_conf_date', 'close_case_date',
])

/** One inspection as osha-inspections answers it. */
export const oshaInspectionItem = (row: v.InferOutput<typeof oshaInspection>) => ({
  activityNr: String(row.activity_nr),
  establishment: str(row.estab_name),
  address: str(row.site_address),
  city: str(row.site_city),
  state: str(row.site_state),
  zip: str(row.site_zip),
  naicsCode: str(row.naics_code),
  sicCode: str(row.sic_code),
  ownerType: str(row.owner_type),
  inspectionType: str(row.insp_type),
  scope: str(row.insp_scope),
  safetyOrHealth: str(row.safety_hlth),
  unionStatus: str(row.union_status),
  employees: num(row.nr_in_estab),
  openDate: day(row.open_date),
  closeConferenceDate: day(row.close_conf_date),
  closeCaseDate: day(row.close_case_date),
  url: `https://www.osha.gov/ords/imis/establishment.inspection_detail?id=${row.activity_nr}`,
})
