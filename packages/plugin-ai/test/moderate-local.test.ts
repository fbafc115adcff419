import { englishDataset } from 'obscenity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TERM_CATEGORIES } from '../src/local/moderation-terms.ts'
import { aiApp } from './_ai.ts'
import { type FakeOpenAi, startFakeOpenAi } from '../../providers/test/_openai.ts'

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())

const NOT_ASSESSED = ['sexual/minors', 'violence', 'self-harm', 'dangerous', 'illicit']

describe('ai.moderate on a host with no model (obscenity word list, labelled local)', () => {
  it('flags slurs as hate, insults as harassment and sexual words as sexual, and says which categories it did not assess', async () => {
    const { post, gate } = aiApp(fake, { settings: {} })
    const { status, body } = await post('moderate', { text: 'Shut up, you stupid b1tch. Nobody reads your porn blog, you wh0re.' })
    expect(status).toBe(200)
    expect(body.data.flagged).toBe(true)
    expect(body.data.categories).toEqual({
      hate: { flagged: false, severity: 0, assessed: true },
      harassment: { flagged: true, severity: 0.75, assessed: true },
      sexual: { flagged: true, severity: 0.75, assessed: true },
      ...Object.fromEntries(NOT_ASSESSED.map((name) => [name, { flagged: false, severity: 0, assessed: false }])),
    })
    expect(body.data.meta).toMatchObject({ engine: 'local', library: 'obscenity', method: 'word-list', note: expect.stringContaining('not a language model'), notAssessed: NOT_ASSESSED, profanity: false })
    expect(body.data.meta.matches).toEqual([
      { term: 'bitch', text: 'b1tch', start: 20, end: 25, categories: ['harassment'] },
      { term: 'porn', text: 'porn', start: 45, end: 49, categories: ['sexual'] },
      { term: 'whore', text: 'wh0re', start: 60, end: 65, categories: ['harassment', 'sexual'] },
    ])
    // A fixed-price operation: its price, as there are no tokens to count.
    expect(gate.settled[0]!.amountMicros).toBe(45_000)
    expect(fake.bodies()).toEqual([])
  })

  it('flags a slur as hate; an expletive alone is profanity and flags nothing; clean text and look-alike words pass', async () => {
    const { post } = aiApp(fake, { settings: {} })
    const slur = (await post('moderate', { text: 'Get out of here, f@g.' })).body.data
    expect(slur).toMatchObject({ flagged: true, categories: { hate: { flagged: true, severity: 0.5 }, harassment: { flagged: false } } })
    const expletive = (await post('moderate', { text: 'Oh shit, I missed the bus again.' })).body.data
    expect(expletive).toMatchObject({ flagged: false, meta: { profanity: true, matches: [{ term: 'shit', text: 'shit', categories: [] }] } })
    const clean = (await post('moderate', { text: 'The assassin passed the class in Scunthorpe, then had a cocktail in Sussex.' })).body.data
    expect(clean).toMatchObject({ flagged: false, meta: { profanity: false, matches: [] } })
    expect(Object.values(clean.categories).every((verdict) => (verdict as { flagged: boolean }).flagged === false)).toBe(true)
  })

  it('places every term of the library\'s English dataset in a category or among expletives', () => {
    const terms = englishDataset.build().blacklistedTerms.map((term) => englishDataset.getPayloadWithPhraseMetadata({ termId: term.id, startIndex: 0, endIndex: 0, matchLength: 0 }).phraseMetadata?.originalWord)
    expect(terms.filter((term) => term === undefined || !(term in TERM_CATEGORIES))).toEqual([])
    expect(new Set(terms).size).toBe(Object.keys(TERM_CATEGORIES).length)
  })
})
