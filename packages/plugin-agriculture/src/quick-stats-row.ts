import * as v from 'valibot'

/** A Quick Stats row, as read here. */
export const row = v.object({
  year: v.union([v.number(), v.string()]),
  reference_period_desc: v.optional(v.string(), ''),
  freq_desc: v.optional(v.string(), ''),
  week_ending: v.optional(v.string(), ''),
  agg_level_desc: v.optional(v.string(), ''),
  location_desc: v.optional(v.string(), ''),
  state_alpha: v.optional(v.string(), ''),
  county_name: v.optional(v.string(), ''),
  commodity_desc: v.string(),
  statisticcat_desc: v.optional(v.string(), ''),
  short_desc: v.optional(v.string(), ''),
  domaincat_desc: v.optional(v.string(), ''),
  unit_desc: v.optional(v.string(), ''),
  Value: v.string(),
  'CV (%)': v.optional(v.string(), ''),
})

/** NASS writes thousands separators and codes: (D) withheld, (Z) less than half the unit, (NA), (X), (S). */
function number(value: string): number | null {
  const cleaned = value.replace(/,/g, '').trim()
  if (cleaned === '' || cleaned.startsWith('(')) return null
  const parsed = Number(cleaned)
  return Number.isFinite(parsed) ? parsed : null
}

/** A row as the answer lists it: NASS's empty strings as null, its values as numbers (null when withheld or coded). */
export const statsRow = (entry: v.InferOutput<typeof row>) => ({
  year: Number(entry.year),
  period: entry.reference_period_desc || null,
  frequency: entry.freq_desc || null,
  weekEnding: entry.week_ending || null,
  level: entry.agg_level_desc || null,
  location: entry.location_desc || null,
  state: entry.state_alpha || null,
  county: entry.county_name || null,
  commodity: entry.commodity_desc,
  statistic: entry.statisticcat_desc || null,
  item: entry.short_desc || null,
  domain: entry.domaincat_desc || null,
  value: number(entry.Value),
  valueText: entry.Value.trim(),
  unit: entry.unit_desc || null,
  cvPercent: number(entry['CV (%)']),
})
