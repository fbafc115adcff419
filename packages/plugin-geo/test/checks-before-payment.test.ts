import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { geoPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['location-dossier', [[{ address: '1 Main St', lat: 40, lon: -74 }, 'address'], [{ lat: 40 }, 'lon']], null],
]

checksBeforePayment(geoPlugin, CASES)
