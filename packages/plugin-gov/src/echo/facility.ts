import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { num, str } from '../shared/input.ts'

/** ECHO's refusal, when it gives one. */
export const echoError = v.optional(v.object({ ErrorMessage: v.optional(v.string()) }))

/** A page of the query's facilities (`get_qid`), the members read. */
export const facilitiesPage = v.object({
  Results: v.object({
    Facilities: v.optional(v.array(v.looseObject({ RegistryID: v.string(), FacName: textOrNull, FacStreet: textOrNull, FacCity: textOrNull, FacState: textOrNull, FacZip: textOrNull, FacCounty: textOrNull, FacLat: textOrNull, FacLong: textOrNull, FacNAICSCodes: textOrNull, FacSICCodes: textOrNull, FacActiveFlag: textOrNull, FacMajorFlag: textOrNull, FacInspectionCount: textOrNull, FacDateLastInspection: textOrNull, FacFormalActionCount: textOrNull, FacDateLastFormalAction: textOrNull, FacTotalPenalties: textOrNull, FacQtrsWithNC: textOrNull, FacComplianceStatus: textOrNull, FacSNCFlg: textOrNull, AIRFlag: textOrNull, NPDESFlag: textOrNull, RCRAFlag: textOrNull, TRIFlag: textOrNull })), []),
    Error: echoError,
  }),
})
/** ECHO writes dates `MM/DD/YYYY` and money `$12,500`. */
const isoDay = (value: string | null) => (value && /^\d{2}\/\d{2}\/\d{4}$/.test(value) ? `${value.slice(6)}-${value.slice(0, 2)}-${value.slice(3, 5)}` : value || null)
const money = (value: string | null) => (value ? num(value.replace(/[$,]/g, '')) : null)
const flag = (value: string | null) => (value === 'Y' ? true : value === 'N' ? false : null)

/** One facility as epa-facilities answers it. */
export const facilityItem = (row: v.InferOutput<typeof facilitiesPage>['Results']['Facilities'][number]) => ({
  registryId: row.RegistryID,
  name: row.FacName,
  address: row.FacStreet,
  city: row.FacCity,
  state: row.FacState,
  zip: row.FacZip,
  county: row.FacCounty,
  latitude: num(row.FacLat),
  longitude: num(row.FacLong),
  naicsCodes: str(row.FacNAICSCodes)?.split(' ').filter(Boolean) ?? [],
  sicCodes: str(row.FacSICCodes)?.split(' ').filter(Boolean) ?? [],
  active: flag(row.FacActiveFlag),
  major: flag(row.FacMajorFlag),
  programs: { air: flag(row.AIRFlag), water: flag(row.NPDESFlag), waste: flag(row.RCRAFlag), toxicsRelease: flag(row.TRIFlag) },
  inspections: num(row.FacInspectionCount),
  lastInspection: isoDay(row.FacDateLastInspection),
  formalActions: num(row.FacFormalActionCount),
  lastFormalAction: isoDay(row.FacDateLastFormalAction),
  totalPenalties: money(row.FacTotalPenalties),
  quartersInNonCompliance: num(row.FacQtrsWithNC),
  complianceStatus: row.FacComplianceStatus,
  significantViolator: flag(row.FacSNCFlg),
  url: `https://echo.epa.gov/detailed-facility-report?fid=${row.RegistryID}`,
})
