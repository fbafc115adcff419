import { defineOperation, lazyHandler } from '@svc/core'
import { type SkyTonightInput, skyTonightInput } from '../sky/inputs.ts'
import { skySources } from '../sky/sources.ts'

export default defineOperation({
  name: 'sky-tonight',
  sources: skySources,
  method: 'GET',
  description: 'What is in the night sky tonight at a place, computed on the host: for the Moon and each planet whether it is up while the sky is dark, when and where (altitude, compass direction) to look, its magnitude, constellation and rise/set; with the night\'s sunset, twilights, sunrise and the Moon\'s phase.',
  input: skyTonightInput,
  keywords: ['what planets are visible tonight', 'night sky tonight', 'which planets can i see', 'stargazing tonight', 'is jupiter visible tonight', 'moon tonight'],
  example: { params: { lat: 51.48, lon: 0, date: '2026-11-26' } },
  handler: lazyHandler<SkyTonightInput>(() => import('../sky/sky-tonight.ts')),
})
