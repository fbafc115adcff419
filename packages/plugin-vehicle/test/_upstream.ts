import { join } from 'node:path'
import { upstreamHarness, type FixtureAnswer } from '@svc/core/testing'
import { vehiclePlugin } from '../src/index.ts'

export const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: join(import.meta.dirname, 'fixtures', name) })

export const DECODE = 'GET /api/vehicles/DecodeVinValuesExtended/1HGCM82633A004352'

/** NHTSA's APIs on one fixture server. */
export const vehicleUpstreams = () => upstreamHarness({
  plugins: [vehiclePlugin],
  upstreams: ['nhtsa-vpic'],
  routes: {
    [DECODE]: fixture('vpic/decode-1HGCM82633A004352.json'),
    'GET /api/vehicles/DecodeVinValuesExtended/11111111111111111': fixture('vpic/decode-unknown.json'),
  },
})
