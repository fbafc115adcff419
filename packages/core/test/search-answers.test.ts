import { describe, expect, it } from 'vitest'
import { askedKinds, givenKinds } from '../src/search/answers.ts'
import { createSearchIndex, type SearchEntry } from '../src/search/index.ts'

describe('answer kinds', () => {
  it('reads the kind of answer a task asks for, and none when it says none', () => {
    expect([...askedKinds('how much is my old Rolex worth today')]).toEqual(['amount'])
    expect([...askedKinds('what does a night at the Ritz cost')]).toEqual(['amount'])
    expect([...askedKinds('when does the bakery on Main Street open')]).toEqual(['time'])
    expect([...askedKinds('what time is the last train')]).toEqual(['time'])
    expect([...askedKinds('rolex watches for sale')]).toEqual([])
    expect([...askedKinds('will there be frost on the vines tonight')]).toEqual(['future'])
    expect([...askedKinds('was it windy at the harbour back in 1998')]).toEqual(['past'])
    expect([...askedKinds('when did the harbour last flood')]).toEqual(['past', 'time'])
    expect([...askedKinds('is the harbour windy')]).toEqual([])
  })

  it('reads the kind of answer an operation gives from its text', () => {
    expect([...givenKinds('Current market value of a used watch by reference number')]).toEqual(['amount'])
    expect([...givenKinds('Opening hours of a shop')]).toEqual(['time'])
    expect([...givenKinds('Photos of a watch model')]).toEqual([])
    expect([...givenKinds('Wind outlook for a harbour')]).toEqual(['future'])
    expect([...givenKinds('Past wind readings of a harbour')]).toEqual(['past'])
  })


  // Two operations the task's words match equally: the one that gives the answer asked for comes first.
  const entries: SearchEntry[] = [
    { id: 'boat.specs', group: 'boat', name: 'specs', description: 'Specifications of a sailing boat model by its hull number.', params: ['hull'] },
    { id: 'boat.valuation', group: 'boat', name: 'valuation', description: 'Market value of a sailing boat model by its hull number.', params: ['hull'] },
    { id: 'rain.forecast', group: 'rain', name: 'forecast', description: 'Rain forecast for a city.', params: ['city'] },
    { id: 'book.search', group: 'book', name: 'search', description: 'Books by title or author.', params: ['title'] },
    { id: 'ship.track', group: 'ship', name: 'track', description: 'Position of a cargo ship by its IMO number.', params: ['imo'] },
  ]
  const index = createSearchIndex(entries, {})
  const ids = (query: string) => index.search(query).map((hit) => hit.id)

  // Three harbour operations the words match equally (a tie goes to the first id): what will be is a forecast's, what was a history's.
  const harbour = createSearchIndex([
    ...entries,
    { id: 'harbour.a', group: 'harbour', name: 'a', description: 'Wind gusts of a sailing harbour by its port number.', params: ['name'] },
    { id: 'harbour.b', group: 'harbour', name: 'b', description: 'Wind gusts outlook of a sailing harbour by its port number.', params: ['name'] },
    { id: 'harbour.c', group: 'harbour', name: 'c', description: 'Past wind gusts of a sailing harbour by its port number.', params: ['name'] },
  ], {})
  it('lifts a sure match that gives what will be or what was, as the task asks', () => {
    expect(harbour.search('wind gusts of a sailing harbour by port number')[0]?.id).toBe('harbour.a')
    expect(harbour.search('will there be wind gusts at sailing harbour port number')[0]?.id).toBe('harbour.b')
    expect(harbour.search('wind gusts at sailing harbour port number in 1998')[0]?.id).toBe('harbour.c')
  })

  it('lifts a sure match that gives the amount asked for above a sibling that does not', () => {
    expect(ids('sailing boat model by hull number')).toEqual(['boat.specs', 'boat.valuation'])
    expect(ids('how much is my sailing boat model by hull number')).toEqual(['boat.valuation', 'boat.specs'])
    // A time is not what boat.valuation gives.
    expect(ids('when is my sailing boat model by hull number')).toEqual(['boat.specs', 'boat.valuation'])
    const hits = index.search('how much is my sailing boat model by hull number')
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[1]!.score)
  })

  it('leaves an unsure match where it was: the lift never carries one towards the confidence bar', () => {
    const ranking = createSearchIndex(entries, {}, { cut: false })
    expect(ranking.rank('how much is my boat worth').map((hit) => hit.id)).toEqual(['boat.specs', 'boat.valuation'])
    expect(ids('how much is my boat worth')).toEqual([])
  })

  it('never makes a match: a task whose words match nothing is answered with no match however it asks', () => {
    expect(index.search('how much is a flat in Lisbon worth')).toEqual([])
  })
})
