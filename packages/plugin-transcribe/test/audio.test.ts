import { createTestPaymentGate, testHost, upstreamFailureCases } from '@svc/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { transcribePlugin } from '../src/index.ts'

// The recording is served on loopback: allowed for exactly 127.0.0.1; the refusal test uses another address.
vi.mock('@svc/core', async (importOriginal) => (await import('@svc/core/testing')).withLoopbackFetch(await importOriginal<typeof import('@svc/core')>()))

// A 44-byte WAV header and a few samples: the provider is the one that decodes it.
const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(28), Buffer.from([0, 1, 2, 3])])
const TRANSCRIPTIONS = 'POST /v1/audio/transcriptions'

const models = {
  whisper: { kind: 'audio', provider: 'openai', upstreamModel: 'whisper-1', perMinute: 0.006 },
  'gpt4o-t': { kind: 'audio', provider: 'openai', upstreamModel: 'gpt-4o-transcribe', perMinute: 0.006, verboseJson: false },
  mini: { provider: 'openai', upstreamModel: 'gpt-4o-mini', inputPer1k: 0.0006, outputPer1k: 0.0024, context: 128000 },
}
// One fixture server stands in for OpenAI (under /v1) and serves the recordings; a paid host and a gate of its own per test.
const h = testHost({
  plugins: [transcribePlugin],
  paid: true,
  hostPer: 'test',
  freshGate: createTestPaymentGate,
  elsewhere: { openai: (): { baseUrl: string; key: string } => ({ baseUrl: `${h.server.url}/v1`, key: 'sk-test' }) },
  fixtures: 'fixtures/openai',
  routes: {
    [TRANSCRIPTIONS]: 'transcription-verbose.json',
    'GET /talk.wav': { body: wav, headers: { 'content-type': 'audio/wav' } },
    'GET /page.html': { body: '<p>hi</p>', headers: { 'content-type': 'text/html' } },
  },
  config: { settings: { ai: { models, audioModel: 'whisper' } } },
})
const PAYER = { headers: { 'x-test-payer': '0xabc' } }
const post = (body: Record<string, unknown>) => h.call('/api/transcribe/audio', body, undefined, PAYER)

describe('transcribe.audio', () => {
  it('uploads the fetched recording as multipart and settles the minutes transcribed', async () => {
    const { status, body } = await post({ audioUrl: `${h.server.url}/talk.wav`, language: 'en', prompt: 'Beach vocabulary' })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      text: 'The beach was a popular spot on a hot summer day. People were swimming in the ocean, building sandcastles, and playing beach volleyball.',
      language: 'english',
      durationSeconds: 8.470000267028809,
      segments: [
        { start: 0, end: 3.319999933242798, text: 'The beach was a popular spot on a hot summer day.' },
        { start: 3.319999933242798, end: 8.470000267028809, text: 'People were swimming in the ocean, building sandcastles, and playing beach volleyball.' },
      ],
      model: 'whisper',
    })
    // 8.47 s at 0.006 a minute = 0.000847..., rounded up to whole micro-USD
    expect(h.gate.settled).toEqual([{ operation: 'transcribe.audio', payer: '0xabc', amountMicros: 848 }])
    expect(body.meta).toMatchObject({ authorized: { amount: '326250' }, usage: { model: 'whisper', seconds: 8.470000267028809, amount: '848' } })
    const sent = h.requestsTo(TRANSCRIPTIONS)[0]!
    expect(sent.headers.authorization).toBe('Bearer sk-test')
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    for (const part of ['name="model"\r\n\r\nwhisper-1', 'name="response_format"\r\n\r\nverbose_json', 'name="language"\r\n\r\nen', 'name="prompt"\r\n\r\nBeach vocabulary', 'name="file"; filename="audio.wav"\r\nContent-Type: audio/wav']) {
      expect(sent.body).toContain(part)
    }
  })

  it('bills a model that reports no duration its authorized maximum', async () => {
    h.set(TRANSCRIPTIONS, 'transcription-json.json')
    const { body } = await post({ audioUrl: `${h.server.url}/talk.wav`, model: 'gpt4o-t' })
    expect(body.data).toEqual({ text: 'Hello from the other side.', language: null, durationSeconds: null, segments: [], model: 'gpt4o-t' })
    expect(h.gate.settled[0]!.amountMicros).toBe(326_250)
    expect(h.requestsTo(TRANSCRIPTIONS)[0]!.body).toContain('name="response_format"\r\n\r\njson')
  })

  it('names what is missing: no audio model configured (503), an unknown or non-audio model (400)', async () => {
    const unset = h.open({ config: { settings: { ai: { models } } } })
    expect(await unset.call('/api/transcribe/audio', { audioUrl: `${h.server.url}/talk.wav` }, PAYER)).toMatchObject({ status: 503, body: { error: expect.stringContaining('settings.ai.audioModel') } })
    expect(await post({ audioUrl: `${h.server.url}/talk.wav`, model: 'nope' })).toMatchObject({ status: 400, body: { field: 'model' } })
    expect(await post({ audioUrl: `${h.server.url}/talk.wav`, model: 'mini' })).toMatchObject({ status: 400, body: { field: 'model', error: expect.stringContaining('not an audio model') } })
    expect(h.requestsTo(TRANSCRIPTIONS)).toEqual([])
  })

  it('refuses content that is not audio and private addresses, uncharged', async () => {
    expect(await post({ audioUrl: `${h.server.url}/page.html` })).toMatchObject({ status: 400, body: { field: 'audioUrl', reason: 'content_type' } })
    expect(await post({ audioUrl: 'http://10.0.0.8/talk.wav' })).toMatchObject({ status: 400, body: { field: 'audioUrl', reason: 'forbidden_address' } })
    expect(h.gate.settled).toEqual([])
  })

  for (const failure of upstreamFailureCases) {
    it(`answers ${failure.status} ${failure.code} on ${failure.name}, uncharged`, async () => {
      h.set(TRANSCRIPTIONS, failure.answer)
        expect(await post({ audioUrl: `${h.server.url}/talk.wav` })).toMatchObject({ status: failure.status, body: { code: failure.code } })
      expect(h.gate.settled).toEqual([])
    })
  }

  // Out-of-bounds input: a 400 naming the field (the body's `field`), one test per body.
  h.refusals('/api/transcribe/audio', [
    [{}, 'audioUrl'],
    [{ audioUrl: 'ftp://x/a.wav' }, 'audioUrl'],
    [{ audioUrl: `https://example.com/${'a'.repeat(2048)}` }, 'audioUrl'],
    [{ audioUrl: 'https://example.com/a.wav', model: '' }, 'model'],
    [{ audioUrl: 'https://example.com/a.wav', language: 'eng' }, 'language'],
    [{ audioUrl: 'https://example.com/a.wav', prompt: 'p'.repeat(1001) }, 'prompt'],
  ], 'POST')
})
