import { componentKey, type Investigation, type InvestigationIndex, nameKey, type Row } from './records.ts'

export interface InvestigationFilters {
  make?: string | undefined
  model?: string | undefined
  modelYear?: number | undefined
  component?: string | undefined
  status?: 'open' | 'closed' | undefined
}

/** The investigation types ODI names by the action number's letters. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  PE: 'Preliminary Evaluation',
  EA: 'Engineering Analysis',
  RQ: 'Recall Query',
  DP: 'Defect Petition',
  AQ: 'Audit Query',
}

/** Vehicle models listed per investigation at most (an air bag investigation may name hundreds). */
const VEHICLES_PER_ITEM = 100

/** An investigation is open while the file gives it no closing date. */
const statusOf = (investigation: Investigation) => (investigation.closeDate ? 'closed' : 'open')

/** A row matches when it is of the make, model and year asked and names every word of the component asked. */
function rowFilter(filters: InvestigationFilters): ((row: Row) => boolean) | undefined {
  const make = filters.make === undefined ? undefined : nameKey(filters.make)
  const model = filters.model === undefined ? undefined : nameKey(filters.model)
  const words = filters.component === undefined ? undefined : componentKey(filters.component).split(' ')
  if (make === undefined && model === undefined && filters.modelYear === undefined && words === undefined) return undefined
  return (row) => (make === undefined || row.make.key === make)
    && (model === undefined || row.model.key === model)
    && (filters.modelYear === undefined || row.year === filters.modelYear)
    && (words === undefined || words.every((word) => row.component.key.includes(word)))
}

/** The investigations matching the filters, newest first: `total` of them, `limit` answered from `offset`. */
export function searchInvestigations(index: InvestigationIndex, filters: InvestigationFilters, offset: number, limit: number) {
  const matchesRow = rowFilter(filters)
  const items: ReturnType<typeof toItem>[] = []
  let total = 0
  const candidates = filters.make === undefined ? index.newestFirst : (index.byMake.get(nameKey(filters.make)) ?? [])
  for (const investigation of candidates) {
    if (filters.status && statusOf(investigation) !== filters.status) continue
    if (matchesRow && !investigation.rows.some(matchesRow)) continue
    if (total >= offset && items.length < limit) items.push(toItem(investigation, matchesRow))
    total++
  }
  return { total, items }
}

/** One investigation as answered; the vehicles matching the search come first in its list. */
export function toItem(investigation: Investigation, matchesRow?: (row: Row) => boolean) {
  const type = /^[A-Z]+/.exec(investigation.actionNumber)?.[0] ?? null
  const vehicles = new Map<string, { make: string; model: string; modelYears: number[]; matched: boolean }>()
  const components: string[] = []
  for (const row of investigation.rows) {
    if (row.component.text && !components.includes(row.component.text)) components.push(row.component.text)
    const key = `${row.make.text}\t${row.model.text}`
    let vehicle = vehicles.get(key)
    if (!vehicle) vehicles.set(key, (vehicle = { make: row.make.text, model: row.model.text, modelYears: [], matched: false }))
    if (row.year !== null && !vehicle.modelYears.includes(row.year)) vehicle.modelYears.push(row.year)
    if (matchesRow?.(row)) vehicle.matched = true
  }
  const listed = [...vehicles.values()].sort((a, b) => Number(b.matched) - Number(a.matched))
  return {
    actionNumber: investigation.actionNumber,
    type,
    typeName: type ? (TYPE_NAMES[type] ?? null) : null,
    status: statusOf(investigation),
    openDate: investigation.openDate,
    closeDate: investigation.closeDate,
    subject: investigation.subject,
    summary: investigation.summary,
    components,
    manufacturers: investigation.manufacturers,
    recallCampaigns: investigation.recallCampaigns,
    vehicles: listed.slice(0, VEHICLES_PER_ITEM).map(({ make, model, modelYears }) => ({ make, model, modelYears: modelYears.sort((a, b) => a - b) })),
    vehiclesTotal: vehicles.size,
  }
}
