import { defineOperation, lazyHandler } from '@svc/core'
import { bothOrNeither, type SkywatchInput, skywatchInput } from '../sky/inputs.ts'
import { skySources } from '../sky/sources.ts'

export default defineOperation({
  name: 'skywatch',
  sources: skySources,
  method: 'GET',
  description: 'Sky events over a period, computed on the host: Moon phases, equinoxes and solstices, lunar and solar eclipses (with lat/lon: whether and how they are seen there), planet oppositions and conjunctions, greatest elongations of Mercury and Venus, lunar perigee and apogee, and transits of Mercury and Venus.',
  input: skywatchInput,
  check: bothOrNeither,
  keywords: ['next eclipse', 'astronomy events this month', 'when is the next full moon', 'meteor and sky calendar', 'mars opposition date', 'supermoon perigee', 'equinox date'],
  example: { params: { date: '2026-11-26', days: 30 } },
  handler: lazyHandler<SkywatchInput>(() => import('../sky/skywatch.ts')),
})
