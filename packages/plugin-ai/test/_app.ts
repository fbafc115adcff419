import { createTestApp } from '@svc/core/testing'
import { textPlugin } from '@svc/plugin-text'
import { aiPlugin } from '../src/index.ts'
import { PAYER, quotingGate } from './_gate.ts'
import { appConfig, type FakeOpenAi } from './_openai.ts'

/** The ai plugin (with text, for its local PII fallback) on the fake provider, behind the quoting test gate. */
export function aiApp(fake: FakeOpenAi, extra: Parameters<typeof appConfig>[1] = { settings: { textModel: 'mini', visionModel: 'mini' } }) {
  const gate = quotingGate()
  const app = createTestApp({ plugins: [aiPlugin, textPlugin], gate, config: appConfig(fake, extra) })
  const post = async (operation: string, body: unknown, headers: Record<string, string> = PAYER) => {
    const response = await app.request(`/api/ai/${operation}`, { json: body, headers })
    return { status: response.status, headers: response.headers, body: await response.json() }
  }
  return { app, gate, post }
}
