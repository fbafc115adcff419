import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { defineOperation, definePlugin } from '../src/define.ts'
import { vocabularyOf } from '../src/search/vocabulary.ts'

const operations = [defineOperation({ name: 'echo', method: 'GET', description: 'Answers its input (test only).', input: v.object({}), price: { usd: 0.001 }, handler: () => ({}) })]
const airports = { kind: 'an IATA airport code', words: 'airport code', codes: ['BOS'], alone: ['BOS'], context: ['flight'], pair: 'route' as const }

describe('vocabularyOf', () => {
  it('joins the plugins\' codes, and searches a plugin whose codes cannot be read without them, saying so', () => {
    const good = definePlugin({ name: '@svc/test-airports', version: '0.0.0', group: 'airports', operations, search: { codes: () => [airports] } })
    const broken = definePlugin({ name: '@svc/test-broken', version: '0.0.0', group: 'broken', operations, search: { codes: () => { throw new Error('data/iata-codes.json is missing') } } })
    const logged: string[] = []
    expect(vocabularyOf([good, broken], (message) => logged.push(message)).codes).toEqual([airports])
    expect(logged).toEqual(["search: @svc/test-broken's search codes could not be read (data/iata-codes.json is missing); its operations are searched without them"])
  })
})
