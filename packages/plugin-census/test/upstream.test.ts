import { describe, expect, it } from 'vitest'
import { census } from '../src/upstreams/census.ts'

describe('census upstream', () => {
  it('declares the published keyless limit (500 queries a day per address) and where to get a key', () => {
    expect(census.quota?.withoutKey).toEqual({ requests: 500, perSeconds: 86_400 })
    expect(census.quota?.withKey).toBeUndefined()
    expect(census.key?.signupUrl).toBe('https://api.census.gov/data/key_signup.html')
  })
})
