import type { SvcConfigInput } from '@svc/core'
import { testHost } from '@svc/core/testing'
import { textPlugin } from '@svc/plugin-text'
import { aiPlugin } from '../src/index.ts'
import { PAYER, quotingGate } from './_gate.ts'
import { appConfig, type FakeOpenAi } from '../../providers/test/_openai.ts'

// The ai plugin (with text, for its local PII fallback) behind the quoting test gate, prices kept; its hooks are the importing test file's.
const ai = testHost({ plugins: [aiPlugin, textPlugin], paid: true, freshGate: quotingGate })

/** A host of this test on the fake provider (its URL known once it listens), with its own quoting gate. */
export function aiApp(fake: FakeOpenAi, extra: Parameters<typeof appConfig>[1] = { settings: { textModel: 'mini', visionModel: 'mini' } }) {
  return aiOn(appConfig(fake, extra))
}

/** A host of this test on a configuration of the test's own (a model changed, a key left out), with its own quoting gate. */
export function aiOn(config: SvcConfigInput) {
  const host = ai.open({ config })
  const post = (operation: string, body: unknown, headers: Record<string, string> = PAYER) => host.call(`/api/ai/${operation}`, body, { headers })
  return { app: host.app, gate: host.gate, post }
}
