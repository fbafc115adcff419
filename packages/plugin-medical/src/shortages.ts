import type { UpstreamClient } from '@svc/core'
import { anyDay, either, fdaList, str, strings } from './fda.ts'

/** openFDA drug shortages (`/drug/shortages.json`) of a drug by generic or proprietary name, newest update first. */
export const searchShortages = (client: UpstreamClient, name: string, limit: number) => fdaList(client, {
  path: '/drug/shortages.json',
  terms: [either(['generic_name', 'proprietary_name', 'openfda.generic_name', 'openfda.brand_name'], name)],
  sort: 'update_date:desc',
  limit,
  skip: 0,
}, (row) => ({
  genericName: str(row.generic_name),
  proprietaryName: str(row.proprietary_name),
  company: str(row.company_name),
  presentation: str(row.presentation),
  packageNdc: str(row.package_ndc),
  dosageForm: str(row.dosage_form),
  status: str(row.status),
  availability: str(row.availability),
  reason: str(row.shortage_reason),
  therapeuticCategories: strings(row.therapeutic_category),
  relatedInfo: str(row.related_info),
  updateType: str(row.update_type),
  updatedDate: anyDay(row.update_date),
  postedDate: anyDay(row.initial_posting_date),
  discontinuedDate: anyDay(row.discontinued_date),
}))

