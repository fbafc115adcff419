import { paramsSchema } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { countdownInput } from '../src/input.ts'
import { limits } from '../src/gif.ts'
import { countdownPool } from '../src/pool.ts'
import { withQuery } from '@svc/core/testing'
import { COUNTDOWN, call, countdown } from './_gif.ts'

const endDate = '2030-01-01T00:00:00Z'
const cases: Array<[string, Record<string, string | number>, string]> = [
  ['endDate missing', {}, 'endDate'],
  ['endDate not a date-time', { endDate: 'tomorrow' }, 'endDate'],
  ['endDate a date without a time', { endDate: '2030-01-01' }, 'endDate'],
  ['endDate not on the calendar', { endDate: '2030-02-30T00:00:00Z' }, 'endDate'],
  ['template unknown', { endDate, template: 'gothic' }, 'template'],
  ['seconds 0', { endDate, seconds: 0 }, 'seconds'],
  ['seconds 61', { endDate, seconds: 61 }, 'seconds'],
  ['seconds not an integer', { endDate, seconds: 1.5 }, 'seconds'],
  ['fps 0', { endDate, fps: 0 }, 'fps'],
  ['fps 11', { endDate, fps: 11 }, 'fps'],
  ['width 199', { endDate, width: 199 }, 'width'],
  ['width 1601', { endDate, width: 1601 }, 'width'],
  ['height 79', { endDate, height: 79 }, 'height'],
  ['height 801', { endDate, height: 801 }, 'height'],
  ['padding -1', { endDate, padding: -1 }, 'padding'],
  ['padding 201', { endDate, padding: 201 }, 'padding'],
  ['cellPadding 201', { endDate, cellPadding: 201 }, 'cellPadding'],
  ['digitFontSize 19', { endDate, digitFontSize: 19 }, 'digitFontSize'],
  ['digitFontSize 301', { endDate, digitFontSize: 301 }, 'digitFontSize'],
  ['labelFontSize 5', { endDate, labelFontSize: 5 }, 'labelFontSize'],
  ['labelFontSize 81', { endDate, labelFontSize: 81 }, 'labelFontSize'],
  ['labelPaddingY 61', { endDate, labelPaddingY: 61 }, 'labelPaddingY'],
  ['digitPaddingY -61', { endDate, digitPaddingY: -61 }, 'digitPaddingY'],
  ['digitPaddingY 61', { endDate, digitPaddingY: 61 }, 'digitPaddingY'],
  ['letterSpacing 21', { endDate, letterSpacing: 21 }, 'letterSpacing'],
  ['bg not a color', { endDate, bg: 'sky' }, 'bg'],
  ['bg over 40 characters', { endDate, bg: `rgb(1, 2, 3${' '.repeat(40)})` }, 'bg'],
  ['bg not opaque', { endDate, bg: 'rgba(0, 0, 0, 0.5)' }, 'bg'],
  ['fg not a color', { endDate, fg: '#12345' }, 'fg'],
  ['labelColor not a color', { endDate, labelColor: 'nope' }, 'labelColor'],
  ['dividerColor not a color', { endDate, dividerColor: 'nope' }, 'dividerColor'],
  ['digitFont unknown', { endDate, digitFont: 'serif' }, 'digitFont'],
  ['labelFont unknown', { endDate, labelFont: 'serif' }, 'labelFont'],
  ['digitWeight unknown', { endDate, digitWeight: 'light' }, 'digitWeight'],
  ['showLabels not a flag', { endDate, showLabels: 'yes' }, 'showLabels'],
  ['showDays not a flag', { endDate, showDays: 'no' }, 'showDays'],
  ['dividerChar empty', { endDate, dividerChar: '' }, 'dividerChar'],
  ['dividerChar of 4', { endDate, dividerChar: '::::' }, 'dividerChar'],
  ['expiredText empty', { endDate, expiredText: '' }, 'expiredText'],
  ['expiredText of 31', { endDate, expiredText: 'x'.repeat(31) }, 'expiredText'],
  ['labelDays of 13', { endDate, labelDays: 'x'.repeat(13) }, 'labelDays'],
  ['labelHours empty', { endDate, labelHours: '' }, 'labelHours'],
  ['labelMinutes of 13', { endDate, labelMinutes: 'x'.repeat(13) }, 'labelMinutes'],
  ['labelSeconds of 13', { endDate, labelSeconds: 'x'.repeat(13) }, 'labelSeconds'],
  ['an unknown parameter', { endDate, colour: 'red' }, 'colour'],
]

describe('countdown.gif: bounds', () => {
  it.each(cases)('400 for %s', async (_name, params, field) => {
    await countdown.rejects(withQuery(COUNTDOWN, params), field)
  })

  it('counts characters, not UTF-16 units: three emoji make a divider', async () => {
    expect((await call({ endDate, seconds: 1, dividerChar: '🙂🙂🙂' })).status).toBe(200)
  })

  it('400 when the padding leaves no room', async () => {
    await countdown.rejects(withQuery(COUNTDOWN, { endDate, width: 200, padding: 100 }), 'padding', undefined, 'no_room')
  })

  it('400 too_large when the GIF would pass its byte limit', async () => {
    const before = limits.maxGifBytes
    limits.maxGifBytes = 20_000
    try {
      const error = await countdown.rejects(withQuery(COUNTDOWN, { endDate, seconds: 60, width: 800, height: 300 }), 'seconds', undefined, 'too_large')
      expect(error.error).toMatch(/the GIF passes 20000 bytes/)
    } finally {
      limits.maxGifBytes = before
    }
  })

  it('400 too_slow when drawing passes the time limit (the thread is stopped)', async () => {
    const limit = countdownPool.limits.timeLimitMs
    countdownPool.limits.timeLimitMs = 5
    try {
      await countdown.rejects(withQuery(COUNTDOWN, { endDate, seconds: 60, fps: 10, width: 1600, height: 800 }), 'seconds', undefined, 'too_slow')
    } finally {
      countdownPool.limits.timeLimitMs = limit
    }
    expect((await call({ endDate, seconds: 1 })).status).toBe(200)
  })
})

describe('bounds the contract does not state are published in the schema', () => {
  it('says the background must be opaque', () => {
    const properties = paramsSchema(countdownInput).properties as Record<string, { description?: string }>
    expect(properties.bg!.description).toMatch(/opaque/)
  })
})
