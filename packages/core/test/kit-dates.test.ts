import { describe, expect, it } from 'vitest'
import { usDate } from '../src/index.ts'

describe('usDate', () => {
  it('reads M/D/YYYY with one or two digits as YYYY-MM-DD', () => {
    expect(usDate('4/1/2019')).toBe('2019-04-01')
    expect(usDate('12/16/2020')).toBe('2020-12-16')
    expect(usDate('01/17/2024')).toBe('2024-01-17')
    expect(usDate(' 2/29/2024 ')).toBe('2024-02-29')
  })
  it('answers null for a day the calendar does not have', () => {
    expect(usDate('2/30/2019')).toBeNull()
    expect(usDate('2/29/2023')).toBeNull()
    expect(usDate('13/1/2019')).toBeNull()
    expect(usDate('0/10/2019')).toBeNull()
  })
  it('answers null for no date and for other formats', () => {
    expect(usDate(null)).toBeNull()
    expect(usDate(undefined)).toBeNull()
    expect(usDate('')).toBeNull()
    expect(usDate('2019-04-01')).toBeNull()
    expect(usDate('April 2019')).toBeNull()
    expect(usDate('4/1/19')).toBeNull()
  })
})
