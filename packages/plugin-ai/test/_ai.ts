// pluginTestApp, not testHost: each test builds its own host on the fake provider (its URL known once it listens) behind a fresh quoting gate.
import { pluginTestApp } from '@svc/core/testing'
import { textPlugin } from '@svc/plugin-text'
import { aiPlugin } from '../src/index.ts'
import { PAYER, quotingGate } from './_gate.ts'
import { appConfig, type FakeOpenAi } from '../../providers/test/_openai.ts'

/** The ai plugin (with text, for its local PII fallback) on the fake provider, behind the quoting test gate. */
export function aiApp(fake: FakeOpenAi, extra: Parameters<typeof appConfig>[1] = { settings: { textModel: 'mini', visionModel: 'mini' } }) {
  const gate = quotingGate()
  const tester = pluginTestApp([aiPlugin, textPlugin], { gate, config: appConfig(fake, extra), paid: true })
  const post = (operation: string, body: unknown, headers: Record<string, string> = PAYER) => tester.call(`/api/ai/${operation}`, body, { headers })
  return { app: tester.app, gate, post }
}
