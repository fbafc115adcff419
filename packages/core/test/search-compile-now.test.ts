import { describe, expect, it } from 'vitest'
import { compileNow } from '../src/search/compile-now.ts'

describe('compileNow', () => {
  it('leaves a global pattern where it was and matching as before', () => {
    const pattern = /\bat (\d+)/g
    pattern.exec('at 9 and at 10')
    expect(pattern.lastIndex).toBe(4)
    compileNow([pattern, undefined])
    expect(pattern.lastIndex).toBe(4)
    expect(pattern.exec('at 9 and at 10')?.[1]).toBe('10')
  })

  it('leaves a pattern that matches blank text where it was too', () => {
    const pattern = /\s+/y
    compileNow([pattern])
    expect(pattern.lastIndex).toBe(0)
    expect(pattern.test('  x')).toBe(true)
  })
})
