import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { timezonePlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['lookup', [[{ lat: 40, tz: 'Europe/Paris' }, 'tz'], [{ at: '2024-07-01T12:00:00Z' }, 'tz'], [{ lon: 2 }, 'lat'], [{ lat: 48 }, 'lon']], { tz: 'Europe/Paris' }],
]

checksBeforePayment(timezonePlugin, CASES)
