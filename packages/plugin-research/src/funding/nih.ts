import { numberOrNull, textOrNull } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'

const projectSchema = v.object({
  appl_id: v.number(),
  project_num: textOrNull,
  project_title: textOrNull,
  fiscal_year: numberOrNull,
  award_amount: numberOrNull,
  organization: v.nullish(v.object({ org_name: textOrNull, org_city: textOrNull, org_state: textOrNull, org_country: textOrNull })),
  principal_investigators: v.optional(v.array(v.object({ full_name: textOrNull })), []),
  agency_ic_admin: v.nullish(v.object({ abbreviation: textOrNull, name: textOrNull })),
  project_start_date: textOrNull,
  project_end_date: textOrNull,
  project_detail_url: textOrNull,
})
const searchSchema = v.object({ meta: v.object({ total: v.number() }), results: v.array(projectSchema) })

export interface FundingQuery {
  q: string
  pi?: string | undefined
  org?: string | undefined
  fiscalYear?: number | undefined
  limit: number
}

/** One grant as research.funding answers it, whichever funder it comes from. */
export interface Grant {
  funder: 'NIH' | 'NSF'
  id: string
  title: string | null
  recipient: string | null
  city: string | null
  region: string | null
  country: string | null
  investigators: string[]
  amountUsd: number | null
  fiscalYear: number | null
  startDate: string | null
  endDate: string | null
  agency: string | null
  url: string
}

/** One funder's page of grants: its own total (null when it does not say) and the URL asked. */
export interface FundingPage {
  items: Grant[]
  total: number | null
  url: string
}

/** Projects matching the query in NIH RePORTER (title, terms and abstract), newest first. */
export async function nihProjects(client: UpstreamClient, query: FundingQuery): Promise<FundingPage> {
  const criteria = {
    advanced_text_search: { operator: 'and', search_field: 'projecttitle,terms,abstracttext', search_text: query.q },
    ...(query.pi ? { pi_names: [{ any_name: query.pi }] } : {}),
    ...(query.org ? { org_names: [query.org] } : {}),
    ...(query.fiscalYear ? { fiscal_years: [query.fiscalYear] } : {}),
  }
  const response = await client.json('/projects/search', {
    method: 'POST',
    body: { criteria, offset: 0, limit: query.limit, sort_field: 'project_start_date', sort_order: 'desc' },
    schema: searchSchema,
    // A search is a read: retry it like a GET.
    retry: true,
  })
  const items = response.data.results.map((project): Grant => ({
    funder: 'NIH',
    id: project.project_num ?? String(project.appl_id),
    title: project.project_title ?? null,
    recipient: project.organization?.org_name ?? null,
    city: project.organization?.org_city ?? null,
    region: project.organization?.org_state ?? null,
    country: project.organization?.org_country ?? null,
    investigators: project.principal_investigators.map((pi) => pi.full_name).filter((name): name is string => Boolean(name)),
    amountUsd: project.award_amount ?? null,
    fiscalYear: project.fiscal_year ?? null,
    startDate: project.project_start_date?.slice(0, 10) ?? null,
    endDate: project.project_end_date?.slice(0, 10) ?? null,
    agency: project.agency_ic_admin?.abbreviation ?? null,
    url: project.project_detail_url ?? `https://reporter.nih.gov/project-details/${project.appl_id}`,
  }))
  return { items, total: response.data.meta.total, url: response.url }
}
