import { type FixtureServer, serveFixtures, testPlugin } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { transcribePlugin } from '../src/index.ts'

// The example's recording is at https://example.com/talk.wav (testPlugin's site): a 44-byte WAV header and a few
// made-up samples, as in audio.test.ts; the provider answers with OpenAI's documented verbose transcription.
const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(28), Buffer.from([0, 1, 2, 3])])
let provider: FixtureServer
let site: FixtureServer
beforeAll(async () => {
  provider = await serveFixtures({ 'POST /v1/audio/transcriptions': { file: 'openai/transcription-verbose.json' } })
  site = await serveFixtures({ 'GET /talk.wav': { body: wav, headers: { 'content-type': 'audio/wav' } } })
})
afterAll(async () => {
  await Promise.all([provider.close(), site.close()])
})

testPlugin(transcribePlugin, {
  upstreams: { openai: () => ({ baseUrl: `${provider.url}/v1`, key: 'sk-test' }) },
  config: { settings: { ai: { models: { whisper: { kind: 'audio', provider: 'openai', upstreamModel: 'whisper-1', perMinute: 0.006 } }, audioModel: 'whisper' } } },
  site: () => site.url,
})
