import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { hashPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['compute', [[{  }, 'text'], [{ text: 'a', base64: 'YQ==' }, 'text'], [{ text: 'a', algorithms: ['crc32'], hmacKey: 'k' }, 'algorithms']], { text: 'a', hmacKey: 'k' }],
]

checksBeforePayment(hashPlugin, CASES)
