import { defineOperation, lazyHandler } from '@svc/core'
import { type SystemInput, systemInput } from '../sky/inputs.ts'
import { skySources } from '../sky/sources.ts'

export default defineOperation({
  name: 'system',
  sources: skySources,
  method: 'GET',
  description: 'The solar system at a time, computed on the host: for each planet and Pluto its heliocentric longitude, latitude and distance, J2000 ecliptic coordinates (AU), orbital period, and its distance, constellation, magnitude and elongation as seen from the Earth.',
  input: systemInput,
  keywords: ['solar system map', 'where are the planets now', 'planet orbits', 'orrery', 'heliocentric positions', 'distance of planets from the sun'],
  example: { params: { time: '2026-11-26' } },
  handler: lazyHandler<SystemInput>(() => import('../sky/system.ts')),
})
