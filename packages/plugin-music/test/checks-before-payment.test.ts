import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { musicPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['artist', [['limit=5', 'name'], ['id=5b11f4ce-a62d-471e-81fc-a69a8278c7da&name=nirvana', 'name']], 'name=nirvana'],
  ['recording', [['limit=5', 'title'], ['id=5b11f4ce-a62d-471e-81fc-a69a8278c7da&title=lithium', 'title'], ['id=5b11f4ce-a62d-471e-81fc-a69a8278c7da&isrc=USRC17607839', 'isrc']], 'title=lithium'],
  ['release', [['limit=5', 'title'], ['id=5b11f4ce-a62d-471e-81fc-a69a8278c7da&title=nevermind', 'title'], ['id=5b11f4ce-a62d-471e-81fc-a69a8278c7da&barcode=0720642442524', 'barcode']], 'title=nevermind'],
]

checksBeforePayment(musicPlugin, CASES, { config: { settings: { music: { contact: 'ops@example.org' } } } })
