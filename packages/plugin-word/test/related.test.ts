import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { wordPlugin } from '../src/index.ts'

const t = testHost({ plugins: wordPlugin })

describe('word.related', () => {
  it('lists hypernyms of dog sense by sense (canine, domestic animal)', async () => {
    const data = await t.ok('/api/word/related?word=dog&relation=hypernyms&pos=noun')
    expect(data.items.slice(0, 2).map((item: any) => [item.from.sense, item.words, item.kind])).toEqual([
      [1, ['canine', 'canid'], 'hypernym'],
      [1, ['domestic animal', 'domesticated animal'], 'hypernym'],
    ])
    expect(data.items[0]).toMatchObject({ relation: 'hypernyms', partOfSpeech: 'noun', synsetId: '02085998-n', from: { word: 'dog', synsetId: '02086723-n' } })
  })

  it('finds antonyms as lexical pointers of the word itself (good: evil, bad; hot: cold)', async () => {
    const good = await t.ok('/api/word/related?word=good&relation=antonyms')
    expect(good.items.map((item: any) => [item.from.partOfSpeech, item.from.sense, item.words[0]])).toEqual([
      ['noun', 2, 'evil'], ['noun', 3, 'bad'], ['adjective', 1, 'bad'], ['adjective', 3, 'evil'],
    ])
    const hot = await t.ok('/api/word/related?word=hot&relation=antonyms&pos=adjective')
    expect(hot.items[0].words).toEqual(['cold'])
  })

  it('gives synonyms, part meronyms of car, and counts every relation with all', async () => {
    const synonyms = await t.ok('/api/word/related?word=car&relation=synonyms&pos=noun')
    expect(synonyms.items[0].words).toEqual(['auto', 'automobile', 'machine', 'motorcar'])
    const parts = await t.ok('/api/word/related?word=car&relation=meronyms&pos=noun&limit=200')
    expect(parts.items.map((item: any) => item.words[0])).toEqual(expect.arrayContaining(['accelerator', 'air bag', 'car door', 'car seat']))
    const all = await t.ok('/api/word/related?word=car&pos=noun&limit=5')
    expect(all.items).toHaveLength(5)
    expect(all.total).toBeGreaterThan(5)
    expect(all.meta.counts).toMatchObject({ synonyms: expect.any(Number), hypernyms: expect.any(Number), hyponyms: expect.any(Number), meronyms: parts.total })
  })

  it('answers no relations (200, total 0) for a word WordNet lacks', async () => {
    expect(await t.ok('/api/word/related?word=qwxzv')).toMatchObject({ items: [], total: 0 })
  })

  it('400s on every bound', async () => {
    await t.rejects('/api/word/related', 'word')
    await t.rejects(`/api/word/related?${new URLSearchParams({ word: 'x'.repeat(101) })}`, 'word')
    await t.rejects('/api/word/related?word=%21%21', 'word')
    await t.rejects('/api/word/related?word=dog&relation=rhymes', 'relation')
    await t.rejects('/api/word/related?word=dog&pos=article', 'pos')
    await t.rejects('/api/word/related?word=dog&limit=0', 'limit')
    await t.rejects('/api/word/related?word=dog&limit=201', 'limit')
    await t.rejects('/api/word/related?word=dog&sense=1', 'sense')
  })
})
