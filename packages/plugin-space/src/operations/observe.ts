import { defineOperation, lazyHandler } from '@svc/core'
import { type ObserveInput, oneTarget, observeInput } from '../sky/inputs.ts'
import { skySources } from '../sky/sources.ts'

export default defineOperation({
  name: 'observe',
  sources: skySources,
  method: 'GET',
  description: 'Plans observing one object from a place on a night, computed on the host: a planet, the Moon or the Sun, or a star or deep-sky object by J2000 RA/Dec. Rise, transit and set, the best dark time with its altitude, direction and air mass, hours high enough in the dark, the Moon\'s distance from it, the night\'s twilights, and an altitude/azimuth track.',
  input: observeInput,
  check: oneTarget,
  keywords: ['when is the best time to observe', 'telescope planning', 'altitude of a star tonight', 'when does saturn transit', 'observing plan', 'airmass', 'is the andromeda galaxy up tonight'],
  example: { params: { body: 'saturn', lat: 48.85, lon: 2.35, date: '2026-11-26' } },
  handler: lazyHandler<ObserveInput>(() => import('../sky/observe.ts')),
})
