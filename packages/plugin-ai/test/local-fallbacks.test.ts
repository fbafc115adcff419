import type { SvcConfigInput } from '@svc/core'
import { testHost } from '@svc/core/testing'
import { textPlugin } from '@svc/plugin-text'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { aiPlugin } from '../src/index.ts'
import { detectLanguage } from '../src/local/language.ts'
import { lexiconSentiment } from '../src/local/sentiment.ts'
import { aiApp } from './_ai.ts'
import { PAYER, quotingGate } from './_gate.ts'
import { aiSettings, type FakeOpenAi, startFakeOpenAi } from '../../providers/test/_openai.ts'

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const NO_MODEL = { settings: {} }
const LOCAL = { sentiment: 'sentiment', entities: 'compromise', moderate: 'obscenity', pii: '@svc/plugin-text', ocr: 'tesseract.js' } as const
const TEXT_ONLY = ['classify', 'translate', 'summarize', 'extract', 'research', 'web-answer']
const FROM_TABLE = ['chat', 'image', 'council']

interface Entry { id: string; description: string; available: boolean; unavailableReason?: string }

// A host with the text plugin beside the ai plugin, for its directory; and the ai plugin alone (without
// @svc/plugin-text, its local PII fallback) behind the quoting gate, prices kept.
const listed = testHost({ plugins: [aiPlugin, textPlugin] })
const alone = testHost({ plugins: [aiPlugin], paid: true, freshGate: quotingGate })

async function directory(config: SvcConfigInput = {}): Promise<Map<string, Entry>> {
  const { body } = (await listed.call('/api/directory', undefined, config)) as { body: { operations: Entry[] } }
  return new Map(body.operations.filter((entry) => entry.id.startsWith('ai.')).map((entry) => [entry.id.slice(3), entry]))
}

describe('the directory of a host with no provider', () => {
  it('lists the operations with a local fallback as available, labelled with their library', async () => {
    const entries = await directory()
    for (const [name, library] of Object.entries(LOCAL)) {
      const entry = entries.get(name)!
      expect(entry.available, name).toBe(true)
      expect(entry.description, name).toContain('local fallback, data.meta.engine "local"')
      expect(entry.description, name).toContain(library)
    }
    expect(entries.get('screenshot')!.available).toBe(true)
  })

  it('lists the others as unavailable, naming the setting they need', async () => {
    const entries = await directory()
    for (const name of TEXT_ONLY) expect(entries.get(name), name).toMatchObject({ available: false, unavailableReason: expect.stringContaining('settings.ai.textModel') })
    for (const name of FROM_TABLE) expect(entries.get(name), name).toMatchObject({ available: false, unavailableReason: expect.stringContaining('settings.ai.models') })
    expect(entries.get('describe-image')).toMatchObject({ available: false, unavailableReason: expect.stringContaining('settings.ai.visionModel') })
    expect(entries.get('web-answer')!.unavailableReason).toContain('SVC_UPSTREAM_BRAVE_SEARCH_KEY')
  })

  it('lists every operation as available once the models are set (web-answer also needs its search key)', async () => {
    const entries = await directory({ settings: { ai: aiSettings({ textModel: 'mini', visionModel: 'mini' }) } })
    expect([...entries].filter(([, entry]) => !entry.available).map(([name]) => name)).toEqual(['web-answer'])
    expect(entries.get('web-answer')!.unavailableReason).not.toContain('settings.ai')
  })
})

describe('operations with no local fallback, on a host with no provider', () => {
  it('answer 503 naming the missing setting before any quote or charge', async () => {
    const { post, gate } = aiApp(fake, NO_MODEL)
    expect(await post('translate', { text: 'Hello', targetLanguage: 'fr' })).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('settings.ai.textModel') } })
    expect(await post('describe-image', { imageUrl: 'https://example.com/a.png' })).toMatchObject({ status: 503, body: { error: expect.stringContaining('settings.ai.visionModel') } })
    const bare = alone.open()
    const chat = await bare.call('/api/ai/chat', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hi' }] }, { headers: PAYER })
    expect(chat.status).toBe(503)
    expect(chat.body.error).toContain('settings.ai.models')
    expect([...gate.quotes, ...bare.gate.quotes, ...gate.settled]).toEqual([])
    expect(fake.bodies()).toEqual([])
  })
})

describe('ai.pii by patterns and checksums (text.redact), with no model', () => {
  it('finds a Luhn-valid card and a mod-97-valid IBAN, and not the same numbers with a wrong check digit', async () => {
    const { post, gate } = aiApp(fake, NO_MODEL)
    const text = 'Paid with 4539 1488 0343 6467, not 4539 1488 0343 6468. IBAN GB82 WEST 1234 5698 7654 32, not GB82 WEST 1234 5698 7654 33.'
    const { status, body } = await post('pii', { text })
    expect(status).toBe(200)
    expect(body.data.findings).toEqual([
      { type: 'CREDIT_CARD', text: '4539 1488 0343 6467', start: 10, end: 29 },
      { type: 'IBAN', text: 'GB82 WEST 1234 5698 7654 32', start: 61, end: 88 },
    ])
    expect(body.data.count).toBe(2)
    expect(body.data.meta).toEqual({ engine: 'local', method: 'patterns+compromise', library: '@svc/plugin-text (text.redact) and compromise', note: expect.stringContaining('not an AI model') })
    expect(gate.settled).toHaveLength(1)
    expect(fake.bodies()).toEqual([])
  })

  it('finds emails, IP addresses and US SSNs, typed as the spec\'s PII types', async () => {
    const { post } = aiApp(fake, NO_MODEL)
    const { body } = await post('pii', { text: 'Write to ops@example.org from 203.0.113.7; SSN 078-05-1120.' })
    expect(body.data.findings.map((finding: { type: string; text: string }) => [finding.type, finding.text])).toEqual([
      ['EMAIL', 'ops@example.org'], ['IP_ADDRESS', '203.0.113.7'], ['SSN', '078-05-1120'],
    ])
  })

  it('finds people\'s names, postal addresses and dates of birth (compromise and patterns) beside the formatted values', async () => {
    const { post } = aiApp(fake, NO_MODEL)
    const text = 'Jane Smith (born 3 March 1985) lives at 221B Baker Street, London NW1 6XE; mail jane@example.org. Bob Jones, DOB: 04/07/1990, moved to 1600 Pennsylvania Avenue NW, Washington, DC 20500 on 12 May 2023.'
    const { body } = await post('pii', { text })
    expect(body.data.findings.map((finding: { type: string; text: string }) => [finding.type, finding.text])).toEqual([
      ['PERSON_NAME', 'Jane Smith'],
      ['DATE_OF_BIRTH', '3 March 1985'],
      ['POSTAL_ADDRESS', '221B Baker Street, London NW1 6XE'],
      ['EMAIL', 'jane@example.org'],
      ['PERSON_NAME', 'Bob Jones'],
      ['DATE_OF_BIRTH', '04/07/1990'],
      ['POSTAL_ADDRESS', '1600 Pennsylvania Avenue NW, Washington, DC 20500'],
    ])
    for (const finding of body.data.findings) expect(text.slice(finding.start, finding.end)).toBe(finding.text)
    // A date that is no birth date (12 May 2023) is not personal data.
    expect(body.data.meta).toMatchObject({ engine: 'local', method: 'patterns+compromise' })
  })

  it('does not need @svc/plugin-text on a host with a model; without both it answers 503 naming them, uncharged', async () => {
    const config = (settings: Record<string, unknown>) => ({ upstreams: { openai: { baseUrl: fake.url, key: 'sk-test' } }, settings: { ai: aiSettings(settings) } })
    const bare = alone.open({ config: config({}) })
    const entry = (await bare.call('/api/directory')).body.operations.find((operation: Entry) => operation.id === 'ai.pii')
    expect(entry.available).toBe(true)
    const response = await bare.call('/api/ai/pii', { text: 'mail ops@example.org' }, { headers: PAYER })
    expect(response.status).toBe(503)
    expect(response.body.error).toMatch(/settings\.ai\.textModel.*@svc\/plugin-text/)
    const withModel = alone.open({ config: config({ textModel: 'mini' }) })
    fake.reply('gpt-4o-mini', { content: JSON.stringify({ findings: [{ type: 'EMAIL', text: 'ops@example.org' }] }) })
    const answer = (await withModel.call('/api/ai/pii', { text: 'mail ops@example.org' }, { headers: PAYER })).body
    expect(answer.data).toMatchObject({ findings: [{ type: 'EMAIL', text: 'ops@example.org', start: 5, end: 20 }], meta: { engine: 'model' } })
    expect([...bare.gate.settled, ...withModel.gate.settled]).toHaveLength(1)
  })
})

describe('ai.entities by compromise and patterns, with no model', () => {
  it('finds what the spec lists: people, organizations, places, dates, money with its scale, products, laws and events', async () => {
    const { post } = aiApp(fake, NO_MODEL)
    const text = 'Apple Inc. raised $5 million for the iPhone 15 launch in London on 12 May 2023 at 10:30 am, after the Clean Air Act and the GDPR. Tim Cook attended the 2024 Summer Olympics; 15% of €2.5 billion went to Samsung for the Galaxy S24 Ultra under Section 230 of the Communications Decency Act. World War II ended in 1945.'
    const { status, body } = await post('entities', { text })
    expect(status).toBe(200)
    const found = body.data.entities.map((entity: { type: string; text: string }) => `${entity.type} ${entity.text}`)
    expect(found).toEqual(expect.arrayContaining([
      'ORGANIZATION Apple Inc.', 'MONEY $5 million', 'PRODUCT iPhone 15', 'LOCATION London', 'DATE 12 May 2023', 'TIME 10:30 am',
      'LAW Clean Air Act', 'LAW GDPR', 'PERSON Tim Cook', 'EVENT 2024 Summer Olympics', 'PERCENT 15%', 'MONEY €2.5 billion',
      'ORGANIZATION Samsung', 'PRODUCT Galaxy S24 Ultra', 'LAW Section 230 of the Communications Decency Act', 'EVENT World War II',
    ]))
    // Money keeps its scale: "$5" alone would be a millionth of it.
    expect(found).not.toContain('MONEY $5')
    expect(found).not.toContain('MONEY €2.5')
    expect(body.data.meta).toEqual({ engine: 'local', method: 'compromise+patterns', library: 'compromise', note: expect.stringContaining('not a language model') })
    expect(fake.bodies()).toEqual([])
  })

  it('reads money written with words and currency codes, with its scale', async () => {
    const { post } = aiApp(fake, NO_MODEL)
    const { body } = await post('entities', { text: 'The fund paid 5 million dollars, then USD 3.2bn, then £750k.' })
    expect(body.data.entities.filter((entity: { type: string }) => entity.type === 'MONEY').map((entity: { text: string }) => entity.text)).toEqual(['5 million dollars', 'USD 3.2bn', '£750k'])
  })
})

describe('the local engines on known inputs', () => {
  it('sentiment: the AFINN lexicon gives clear sentences their sign', () => {
    expect(lexiconSentiment('What a wonderful, beautiful day. I am so happy!')).toMatchObject({ sentiment: 'positive' })
    expect(lexiconSentiment('What a wonderful, beautiful day. I am so happy!').polarity).toBeGreaterThan(0.3)
    expect(lexiconSentiment('This is awful. The food was disgusting and the staff were rude.')).toMatchObject({ sentiment: 'negative' })
    expect(lexiconSentiment('This is awful. The food was disgusting and the staff were rude.').polarity).toBeLessThan(-0.3)
    expect(lexiconSentiment('I love the screen but I hate the terrible battery.').sentiment).toBe('mixed')
    expect(lexiconSentiment('The train leaves at nine from platform four.')).toMatchObject({ sentiment: 'neutral', polarity: 0 })
  })

  it('language: eld names the language of clear sentences, and und when unsure', async () => {
    const sentences: Array<[string, string]> = [
      ['en', 'The weather is lovely today and we are going to the beach.'],
      ['fr', 'Le chat dort sur la table de la cuisine depuis ce matin.'],
      ['de', 'Der Hund schläft seit heute Morgen auf dem Sofa im Wohnzimmer.'],
      ['es', 'El perro duerme en el sofá del salón desde esta mañana.'],
      ['it', 'Il gatto dorme sul tavolo della cucina da stamattina.'],
      ['ja', '猫は今朝から台所のテーブルの上で寝ています。'],
    ]
    for (const [language, sentence] of sentences) expect(await detectLanguage(sentence), sentence).toBe(language)
    expect(await detectLanguage('12345 678')).toBe('und')
  })
})
