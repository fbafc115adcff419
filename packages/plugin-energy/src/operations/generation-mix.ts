import { defineOperation, listAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { carbonIntensity } from '../upstreams/carbon-intensity.ts'

const generationAnswer = v.object({ data: v.object({ from: v.string(), to: v.string(), generationmix: v.array(v.object({ fuel: v.string(), perc: v.number() })) }) })

/** Fuels that emit no CO2 when generating. */
const LOW_CARBON = new Set(['nuclear', 'wind', 'solar', 'hydro'])
const RENEWABLE = new Set(['wind', 'solar', 'hydro', 'biomass'])

export default defineOperation({
  name: 'generation-mix',
  sources: sourcesInWords('`GET /generation`'),
  method: 'GET',
  description: 'The current electricity generation mix of Great Britain by fuel (gas, wind, nuclear, solar, imports...), in percent, with the renewable and low-carbon shares, from National Grid ESO.',
  input: v.object({}),
  upstreams: [carbonIntensity],
  keywords: ['uk energy mix now', 'how much wind power', 'electricity by fuel britain', 'renewable share grid'],
  async handler({ upstream }) {
    const response = await upstream(carbonIntensity).json('/generation', { schema: generationAnswer })
    const { from, to, generationmix } = response.data.data
    const share = (set: Set<string>) => Math.round(generationmix.filter((fuel) => set.has(fuel.fuel)).reduce((sum, fuel) => sum + fuel.perc, 0) * 10) / 10
    const items = [...generationmix].sort((a, b) => b.perc - a.perc).map((fuel) => ({ fuel: fuel.fuel, percent: fuel.perc }))
    return {
      ...listAnswer(items, sourceOf(carbonIntensity, response.url)),
      period: { from: from.replace(/Z$/, ':00Z'), to: to.replace(/Z$/, ':00Z') },
      renewablePercent: share(RENEWABLE),
      lowCarbonPercent: share(LOW_CARBON),
    }
  },
})
