import { describe, expect, it } from 'vitest'
import { fdcDate } from '../src/fdc-date.ts'

describe('fdcDate', () => {
  it('reads the search answer\'s YYYY-MM-DD', () => expect(fdcDate('2019-04-01')).toBe('2019-04-01'))
  it('reads the detail answer\'s M/D/YYYY', () => {
    expect(fdcDate('4/1/2019')).toBe('2019-04-01')
    expect(fdcDate('12/16/2020')).toBe('2020-12-16')
  })
  it('answers null for no date, another format or an impossible day', () => {
    expect(fdcDate(null)).toBeNull()
    expect(fdcDate('')).toBeNull()
    expect(fdcDate('April 2019')).toBeNull()
    expect(fdcDate('2/30/2019')).toBeNull()
  })
})
