import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { countdownPlugin } from '../src/index.ts'

const endDate = '2030-01-01T00:00:00Z'

// What can only fail answers 400 naming the field before any 402 (price kept).
const CASES: CheckCase[] = [
  ['gif', [
    [{ endDate: '2030-02-30T00:00:00Z' }, 'endDate'],
    [{ endDate, bg: 'rgba(0, 0, 0, 0.5)' }, 'bg'],
    [{ endDate, bg: '#00000080' }, 'bg'],
    [{ endDate, bg: 'transparent' }, 'bg'],
  ], { endDate, bg: 'rgba(0, 0, 0, 1)', fg: 'rgba(255, 255, 255, 0.5)' }],
]

checksBeforePayment(countdownPlugin, CASES)
