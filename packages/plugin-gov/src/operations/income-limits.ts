import { defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { areaParams, areaSummary, entityId, hudData, hudText } from '../hud/area.ts'
import { num } from '../shared/input.ts'
import { hudUser } from '../upstreams/hud-user.ts'

const bracket = v.nullish(v.record(v.string(), hudText), null)
const data = v.looseObject({
  county_name: hudText, counties_msa: hudText, town_name: hudText, metro_status: hudText, metro_name: hudText, area_name: hudText, year: hudText,
  median_income: hudText, extremely_low: bracket, very_low: bracket, low: bracket,
})
/** `{il50_p1, ..., il50_p8}` as the limits for households of 1 to 8 persons. */
const bySize = (values: Record<string, unknown> | null, prefix: string) => Array.from({ length: 8 }, (_, index) => num(values?.[`${prefix}_p${index + 1}`]))

export default defineOperation({
  name: 'income-limits',
  cacheTtl: '7d',
  sources: sourcesInWords('HUD USER `GET /hudapi/public/il/data/{entityid}`'),
  method: 'GET',
  description: 'HUD Income Limits for a county or metro area and fiscal year: area median family income and the extremely low (30%), very low (50%) and low (80%) income limits for households of 1 to 8 persons, which set eligibility for public housing, vouchers and other HUD programs.',
  input: v.object(areaParams),
  upstreams: [hudUser],
  keywords: ['income limits', 'area median income', 'ami', 'low income eligibility', 'affordable housing income'],
  // A county or a metro area, before any 402: a call that can only fail is not asked to pay.
  check: (input) => void entityId(input),
  async handler({ input, upstream }) {
    const id = entityId(input)
    const { data: area, url } = await hudData(upstream(hudUser), 'il', id, input.year, data)
    const item = {
      ...areaSummary(id, area),
      year: num(area.year) ?? input.year ?? null,
      medianIncome: num(area.median_income),
      householdSizes: [1, 2, 3, 4, 5, 6, 7, 8],
      extremelyLow: bySize(area.extremely_low, 'il30'),
      veryLow: bySize(area.very_low, 'il50'),
      low: bySize(area.low, 'il80'),
    }
    return lookupAnswer(item, sourceOf(hudUser, url))
  },
})
