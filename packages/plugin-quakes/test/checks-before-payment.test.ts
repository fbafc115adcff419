import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { quakesPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['recent', [[{ lat: 35 }, 'lon'], [{ radiusKm: 100 }, 'radiusKm']], { lat: 35, lon: 139, radiusKm: 100 }],
]

checksBeforePayment(quakesPlugin, CASES)
