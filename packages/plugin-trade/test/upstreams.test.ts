import { describe, expect, it } from 'vitest'
import { comtrade } from '../src/upstreams/comtrade.ts'

describe('trade upstreams', () => {
  it('Comtrade declares its free subscription limit (500 calls a day) and where to subscribe', () => {
    expect(comtrade.quota?.withKey).toEqual({ requests: 500, perSeconds: 86_400 })
    expect(comtrade.key?.signupUrl).toBe('https://comtradedeveloper.un.org')
  })
})
