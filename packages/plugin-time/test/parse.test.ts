import { testHost } from '@svc/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { timePlugin } from '../src/index.ts'

const h = testHost({ plugins: [timePlugin] })
const get = (query: Record<string, string>) => h.call(`/api/time/parse?${new URLSearchParams(query)}`)
const parse = async (query: Record<string, string>) => {
  const { status, body } = await get(query)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.data.total).toBe(body.data.items.length)
  return body.data.items
}
const first = async (query: Record<string, string>) => (await parse(query))[0]
const rejects = (query: Record<string, string>, field: string) => h.rejects(`/api/time/parse?${new URLSearchParams(query)}`, field)
const NY = { tz: 'America/New_York' }

describe('time.parse', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves "tomorrow at 5pm" in the reference zone, with components and confidence', async () => {
    const { body } = await get({ text: 'tomorrow at 5pm', reference: '2024-03-08T10:00:00', ...NY })
    expect(body.data).toMatchObject({ ok: true, total: 1, source: { provider: expect.stringContaining('chrono-node'), license: 'MIT' } })
    expect(body.data.meta).toStrictEqual({ reference: '2024-03-08T10:00:00-05:00', timezone: 'America/New_York', lang: 'en' })
    expect(body.data.items[0]).toStrictEqual({
      text: 'tomorrow at 5pm',
      index: 0,
      start: {
        instant: '2024-03-09T22:00:00.000Z',
        local: '2024-03-09T17:00:00-05:00',
        components: { year: 2024, month: 3, day: 9, weekday: 'saturday', hour: 17, minute: 0, second: 0, millisecond: 0, meridiem: 'pm', timezoneOffset: -300 },
        certain: ['year', 'month', 'day', 'hour', 'minute', 'meridiem'],
      },
      end: null,
      confidence: 1,
    })
  })

  it('keeps wall-clock times across a DST change and exact durations exact', async () => {
    // 2024-03-10 02:00 EST is when New York moves to EDT.
    expect((await first({ text: 'in 2 days at 5pm', reference: '2024-03-08T10:00:00-05:00', ...NY })).start).toMatchObject({ instant: '2024-03-10T21:00:00.000Z', local: '2024-03-10T17:00:00-04:00' })
    expect((await first({ text: 'in 3 hours', reference: '2024-03-10T01:30:00-05:00', ...NY })).start).toMatchObject({ instant: '2024-03-10T09:30:00.000Z', local: '2024-03-10T05:30:00-04:00' })
    expect((await first({ text: 'next monday 9:00', reference: '2024-10-30T12:00:00Z', tz: 'Europe/Berlin' })).start.instant).toBe('2024-11-04T08:00:00.000Z')
  })

  it('honours a zone or an offset written in the text', async () => {
    const est = await first({ text: 'March 15, 2024 10:30 EST', tz: 'Europe/Berlin', reference: '2024-03-08T00:00:00Z' })
    expect(est.start).toMatchObject({ instant: '2024-03-15T15:30:00.000Z', local: '2024-03-15T16:30:00+01:00' })
    expect(est.start.components).toMatchObject({ hour: 10, minute: 30, timezoneOffset: -300 })
    expect(est.start.certain).toContain('timezoneOffset')
    expect((await first({ text: '2024-07-01T12:00:00+02:00' })).start.instant).toBe('2024-07-01T10:00:00.000Z')
  })

  it('finds every expression in a text, with ranges, positions and lower confidence for partial ones', async () => {
    const items = await parse({ text: 'Lunch next friday from 12 to 1pm, or March 15, 2024 10:30 EST', reference: '2024-03-08T15:00:00Z' })
    expect(items.map((item: { text: string; index: number }) => [item.text, item.index])).toEqual([['next friday from 12 to 1pm', 6], ['March 15, 2024 10:30 EST', 37]])
    expect(items[0].start.instant).toBe('2024-03-15T12:00:00.000Z')
    expect(items[0].end.instant).toBe('2024-03-15T13:00:00.000Z')
    expect(items[0].confidence).toBeLessThan(items[1].confidence)
    const range = await first({ text: 'from 9am to 5pm on Monday', reference: '2024-03-08T15:00:00Z' })
    expect([range.start.local, range.end.local]).toEqual(['2024-03-11T09:00:00+00:00', '2024-03-11T17:00:00+00:00'])
    expect(await parse({ text: 'no date in here' })).toEqual([])
  })

  it('scores confidence from coverage and stated components', async () => {
    expect((await first({ text: '2024-07-01 14:30' })).confidence).toBe(1)
    expect((await first({ text: 'friday', reference: '2024-03-09T10:00:00Z' })).confidence).toBe(0.6)
    expect((await first({ text: 'see you on 5 May 2024 maybe', reference: '2024-03-09T10:00:00Z' })).confidence).toBeLessThan(0.8)
  })

  it('prefers future dates with forwardDate', async () => {
    expect((await first({ text: 'friday', reference: '2024-03-09T10:00:00Z' })).start.instant).toBe('2024-03-08T12:00:00.000Z')
    expect((await first({ text: 'friday', reference: '2024-03-09T10:00:00Z', forwardDate: 'true' })).start.instant).toBe('2024-03-15T12:00:00.000Z')
  })

  it('parses other languages and day-first English', async () => {
    expect((await first({ text: 'morgen um 10 Uhr', lang: 'de', reference: '2024-03-08', tz: 'Europe/Berlin' })).start.instant).toBe('2024-03-09T09:00:00.000Z')
    expect((await first({ text: 'demain à 10h', lang: 'fr', reference: '2024-03-08T12:00:00+01:00', tz: 'Europe/Paris' })).start.local).toBe('2024-03-09T10:00:00+01:00')
    expect((await first({ text: '01/02/2024' })).start.components).toMatchObject({ month: 1, day: 2 })
    expect((await first({ text: '01/02/2024', lang: 'en-gb' })).start.components).toMatchObject({ month: 2, day: 1 })
  })

  it('defaults the reference to now, in UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-05-20T08:00:00Z'))
    const { body } = await get({ text: 'tomorrow noon' })
    expect(body.data.meta).toMatchObject({ reference: '2025-05-20T08:00:00+00:00', timezone: 'UTC' })
    expect(body.data.items[0].start.instant).toBe('2025-05-21T12:00:00.000Z')
  })

  it('enforces every bound with a 400 naming the field', async () => {
    await rejects({}, 'text')
    await rejects({ text: '' }, 'text')
    await rejects({ text: 'x'.repeat(501) }, 'text')
    expect((await get({ text: `${'x'.repeat(480)} tomorrow` })).status).toBe(200)
    for (const reference of ['yesterday', '2024-02-30', '1899-12-31', '2101-01-01T00:00:00Z', '2024-07-01T25:00:00Z', '2024-07-01 10:00']) await rejects({ text: 'today', reference }, 'reference')
    for (const tz of ['', 'A'.repeat(65), 'New York', 'Nope/Nowhere']) await rejects({ text: 'today', tz }, 'tz')
    for (const lang of ['xx', 'EN', 'english']) await rejects({ text: 'today', lang }, 'lang')
    await rejects({ text: 'today', forwardDate: 'maybe' }, 'forwardDate')
  })
})
