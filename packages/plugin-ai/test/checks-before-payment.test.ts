import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { aiPlugin } from '../src/index.ts'
import { aiSettings } from '../../providers/test/_openai.ts'

const FORBIDDEN = ['https://127.0.0.1/', 'https://[::1]/a.png', 'https://169.254.169.254/latest/meta-data', 'https://localhost/x', 'https://user:pw@example.com/']

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams keyed but unreachable).
const CASES: CheckCase[] = [
  ['screenshot', FORBIDDEN.map((url) => [{ url }, 'url']), { url: 'https://example.com/' }],
  ['describe-image', FORBIDDEN.map((imageUrl) => [{ imageUrl }, 'imageUrl']), { imageUrl: 'https://example.com/a.png' }],
  ['ocr', FORBIDDEN.map((imageUrl) => [{ imageUrl }, 'imageUrl']), { imageUrl: 'https://example.com/a.png' }],
  ['extract', FORBIDDEN.map((url) => [{ url, schema: { type: 'object' } }, 'url']), { url: 'https://example.com/', schema: { type: 'object' } }],
  ['summarize', FORBIDDEN.map((url) => [{ url }, 'url']), { url: 'https://example.com/' }],
]

// A host with a text and vision model on an unreachable provider, and no web search key.
checksBeforePayment(aiPlugin, CASES, { config: { upstreams: { openai: { baseUrl: 'http://127.0.0.1:9', key: 'sk-test' } }, settings: { ai: aiSettings({ textModel: 'mini', visionModel: 'mini' }) } } })
