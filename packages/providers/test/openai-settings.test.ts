import { describe, expect, it } from 'vitest'
import { aiSettingsOf, audioModel, chatModel, operationModel, providerUpstream } from '../src/openai/index.ts'

const mini = { provider: 'openai', upstreamModel: 'gpt-4o-mini', inputPer1k: 0.0006, outputPer1k: 0.0024, context: 128000 }
const whisper = { kind: 'audio', provider: 'openai', upstreamModel: 'whisper-1', perMinute: 0.006 }

describe('settings.ai', () => {
  it('fills the defaults of a minimal table and parses a settings object once', () => {
    const settings = { models: { mini }, textModel: 'mini' }
    const parsed = aiSettingsOf(settings)
    expect(parsed.models.mini).toMatchObject({ kind: 'chat', structured: 'json_schema', vision: false })
    expect(parsed.screenshot).toMatchObject({ executablePath: '/usr/bin/chromium', concurrency: 2, queue: 16 })
    expect(aiSettingsOf(settings)).toBe(parsed)
  })

  it('is a 503 naming the key when invalid, or when a reference does not hold', () => {
    expect(() => aiSettingsOf({ models: { mini: { ...mini, context: 0 } } })).toThrow(expect.objectContaining({ code: 'UNAVAILABLE', message: expect.stringContaining('settings.ai.models.mini.context') }))
    expect(() => aiSettingsOf({ models: { mini: { ...mini, provider: 'acme' } } })).toThrow(/settings\.ai\.models\.mini\.provider "acme" is neither built in/)
    expect(() => aiSettingsOf({ models: { mini }, textModel: 'whisper' })).toThrow(/settings\.ai\.textModel names "whisper", which is not a chat model/)
    expect(() => aiSettingsOf({ models: { mini }, operationModels: { classify: 'mini' } })).toThrow(/operationModels\.classify is set but settings\.ai\.textModel is not/)
    expect(() => aiSettingsOf({ models: { mini }, visionModel: 'mini' })).toThrow(/does not take images/)
  })
})

describe('models and providers', () => {
  const settings = aiSettingsOf({ models: { mini, whisper }, textModel: 'mini', providers: { local: { baseUrl: 'http://127.0.0.1:8080/v1', keyRequired: false } } })

  it('picks a model of the kind asked for, naming the field otherwise (400)', () => {
    expect(audioModel(settings, 'whisper')).toMatchObject({ id: 'whisper', perMinute: 0.006 })
    expect(() => audioModel(settings, 'mini', 'model')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringContaining('"mini" is an chat model, not an audio model') }))
    expect(() => chatModel(settings, 'nope', 'members')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringContaining('"nope" is not served on this host') }))
    expect(operationModel(settings, 'summarize', 'text')?.id).toBe('mini')
    expect(operationModel(aiSettingsOf({ models: { mini } }), 'summarize', 'text')).toBeUndefined()
  })

  it('defines one upstream per provider: bearer key, base URL of the built-in table or the operator\'s declaration', () => {
    const openai = providerUpstream(settings, 'openai')
    expect(openai).toMatchObject({
      id: 'openai',
      name: 'OpenAI',
      baseUrl: 'https://api.openai.com/v1',
      key: { required: true, in: 'header', name: 'authorization', prefix: 'Bearer ', signupUrl: 'https://platform.openai.com/api-keys' },
      terms: { url: 'https://openai.com/policies/services-agreement/', commercial: { use: 'allowed' } },
    })
    expect(providerUpstream(settings, 'openai')).toBe(openai)
    expect(providerUpstream(settings, 'local')).toMatchObject({ id: 'local', baseUrl: 'http://127.0.0.1:8080/v1', key: { required: false } })
    expect(providerUpstream(settings, 'local')).not.toHaveProperty('terms')
    expect(() => providerUpstream(settings, 'acme')).toThrow(expect.objectContaining({ code: 'UPSTREAM_NOT_CONFIGURED' }))
  })
})
