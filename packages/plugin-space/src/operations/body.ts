import { defineOperation, lazyHandler } from '@svc/core'
import { type BodyInput, bodyInput, bothOrNeither } from '../sky/inputs.ts'
import { skySources } from '../sky/sources.ts'

export default defineOperation({
  name: 'body',
  sources: skySources,
  method: 'GET',
  description: 'Where the Sun, the Moon, a planet or Pluto is at a time, computed on the host: apparent right ascension and declination, ecliptic position, constellation, distance from the Earth and the Sun, magnitude, phase, elongation, orbital period, the Moon\'s phase; with lat/lon also altitude, azimuth and the next rise, transit and set.',
  input: bodyInput,
  check: bothOrNeither,
  keywords: ['where is mars', 'planet position', 'moon phase', 'jupiter distance from earth', 'what constellation is saturn in', 'when does venus rise'],
  example: { params: { body: 'mars', time: '2026-11-26T21:00:00Z', lat: 40.71, lon: -74.01 } },
  handler: lazyHandler<BodyInput>(() => import('../sky/body.ts')),
})
