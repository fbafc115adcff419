import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { devPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['flatten-json', [[{ data: { a: [1] }, arrayStyle: 'bracket', separator: '[' }, 'separator'], [{ data: { "a.b": 1 }, mode: 'unflatten', maxDepth: 2 }, 'maxDepth'], [{ data: [1, 2], mode: 'unflatten' }, 'data']], { data: { a: { b: 1 } } }],
  ['jwt-decode', [[{ token: 'a.b.c', secret: 's', jwk: { kty: 'oct' } }, 'jwk']], { token: 'a.b.c' }],
  ['uuid', [[{ version: 'nil', count: 2 }, 'count'], [{ version: 'v4', name: 'x' }, 'name'], [{ version: 'v5', name: 'x' }, 'namespace'], [{ version: 'v5', namespace: 'dns' }, 'name']], { version: 'v5', namespace: 'dns', name: 'example.org' }],
  ['regex-test', [[{ pattern: '(a', text: 'a' }, 'pattern'], [{ pattern: 'a', flags: 'uv', text: 'a' }, 'flags']], { pattern: 'a+', text: 'aa' }],
  ['preflight', [[{ origin: 'https://app.example.com/path', method: 'PUT' }, 'origin']], { origin: 'https://app.example.com', method: 'PUT' }],
]

checksBeforePayment(devPlugin, CASES)
