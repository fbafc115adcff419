import { textOrNull, numberOrNull } from '@svc/core'
import type { OperationSource, UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { secData } from './upstreams.ts'

/** A company's XBRL facts, as the operations that read them declare it. */
export const companyFactsSource: OperationSource = { upstream: secData, path: '/api/xbrl/companyfacts/CIK{cik}.json', cacheTtl: '6h' }

const factValue = v.object({
  start: v.optional(v.string()),
  end: v.string(),
  val: v.number(),
  accn: v.string(),
  fy: numberOrNull,
  fp: textOrNull,
  form: v.string(),
  filed: v.string(),
  frame: v.optional(v.string()),
})
const concept = v.object({ label: textOrNull, description: textOrNull, units: v.record(v.string(), v.array(factValue)) })

/** `data.sec.gov/api/xbrl/companyfacts/CIK##########.json`: every XBRL fact a company filed, by taxonomy and concept. */
export const companyFactsFile = v.object({
  cik: v.number(),
  entityName: v.string(),
  facts: v.record(v.string(), v.record(v.string(), concept)),
})

export type FactValue = v.InferOutput<typeof factValue>


export async function companyFacts(client: UpstreamClient, headers: Record<string, string>, cik: string) {
  return client.json(`/api/xbrl/companyfacts/CIK${cik}.json`, { schema: companyFactsFile, headers, acceptStatus: [404] })
}

export interface ConceptSeries {
  taxonomy: string
  concept: string
  label: string | null
  unit: string
  latest: ReturnType<typeof point>
  history: Array<ReturnType<typeof point>>
}

function point(value: FactValue) {
  return { value: value.val, start: value.start ?? null, end: value.end, fiscalYear: value.fy, fiscalPeriod: value.fp, form: value.form, filed: value.filed, accessionNumber: value.accn, frame: value.frame ?? null }
}

/**
 * One concept's values, newest period first. A value is restated in later filings: each
 * period (start, end) keeps the most recently filed one. `form` keeps annual (10-K) or
 * quarterly (10-Q) filings only.
 */
export function conceptSeries(facts: v.InferOutput<typeof companyFactsFile>['facts'], taxonomy: string, name: string, options: { form?: string | undefined; periods: number }): ConceptSeries | undefined {
  const entry = facts[taxonomy]?.[name]
  if (!entry) return undefined
  // The unit with most values is the concept's main one (USD for amounts, USD/shares for EPS).
  const [unit, values] = Object.entries(entry.units).sort((a, b) => b[1].length - a[1].length)[0] ?? []
  if (!unit || !values) return undefined
  const latestByPeriod = new Map<string, FactValue>()
  for (const value of values) {
    if (options.form && !value.form.startsWith(options.form)) continue
    const key = `${value.start ?? ''}/${value.end}`
    const seen = latestByPeriod.get(key)
    if (!seen || value.filed > seen.filed) latestByPeriod.set(key, value)
  }
  const history = [...latestByPeriod.values()].sort((a, b) => (a.end === b.end ? (a.start ?? '') < (b.start ?? '') ? 1 : -1 : a.end < b.end ? 1 : -1)).slice(0, options.periods).map(point)
  if (history.length === 0) return undefined
  return { taxonomy, concept: name, label: entry.label, unit, latest: history[0]!, history }
}
