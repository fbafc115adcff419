import { dataCms } from '@svc/providers/data-cms'
import type { OperationSource, UpstreamClient } from '@svc/core'
import { cell, type DkanCondition, dkanQuery, num } from './dkan.ts'

export { dataCms }

/** Provider Data Catalog data sets (stable identifiers on data.cms.gov/provider-data). */
export const DATASETS = {
  generalInformation: 'xubh-q36u',
  complicationsDeaths: 'ynj2-r877',
  infections: '77hc-ibv8',
  timelyCare: 'yv7e-xc69',
  readmissions: '632h-zaca',
} as const

export const datasetPath = (id: string) => `/provider-data/api/1/datastore/query/${id}/0`

/** A Provider Data Catalog data set read with `dkanQuery`, for the `sources` of the operations reading it: kept a day. */
export const datasetSource = (id: string, title: string): OperationSource => ({ upstream: dataCms, path: datasetPath(id), about: `CMS Provider Data Catalog "${title}" \`GET ${datasetPath(id)}\``, cacheTtl: '1d' })

/** One row of "Hospital General Information". */
export function toHospital(row: Record<string, unknown>) {
  return {
    facilityId: cell(row.facility_id),
    name: cell(row.facility_name),
    address: cell(row.address),
    city: cell(row.citytown),
    state: cell(row.state),
    zip: cell(row.zip_code),
    county: cell(row.countyparish),
    phone: cell(row.telephone_number),
    type: cell(row.hospital_type),
    ownership: cell(row.hospital_ownership),
    emergencyServices: row.emergency_services === 'Yes' ? true : row.emergency_services === 'No' ? false : null,
    birthingFriendly: row.meets_criteria_for_birthing_friendly_designation === 'Y' ? true : null,
    overallRating: num(row.hospital_overall_rating),
  }
}

export const hospitalRows = (client: UpstreamClient, conditions: DkanCondition[], limit: number, offset: number) =>
  dkanQuery(client, datasetPath(DATASETS.generalInformation), { conditions, sort: { property: 'facility_name', order: 'asc' }, limit, offset })
