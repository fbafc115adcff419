import { describe, expect, it } from 'vitest'
import { loadOnce } from '../src/index.ts'

describe("the kit's loadOnce", () => {
  it('loads at the first call, not before, and once for every call after it, concurrent ones too', async () => {
    let loads = 0
    const table = loadOnce(async () => {
      loads += 1
      return new Map([['en', 'English']])
    })
    expect(loads).toBe(0)
    const [first, second] = await Promise.all([table(), table()])
    expect(loads).toBe(1)
    expect(first.get('en')).toBe('English')
    expect(second).toBe(first)
    expect(await table()).toBe(first)
    expect(loads).toBe(1)
  })

  it('keeps a failed load: every call gets its rejection, the load is not started again', async () => {
    let loads = 0
    const broken = loadOnce(async () => {
      loads += 1
      throw new Error('no such package')
    })
    await expect(broken()).rejects.toThrow('no such package')
    await expect(broken()).rejects.toThrow('no such package')
    expect(loads).toBe(1)
  })
})
