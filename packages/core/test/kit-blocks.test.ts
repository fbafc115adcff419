import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { booleanOrNull, coordinates, defineOperation, definePlugin, numberOrNull, optionalCoordinates, optionalDate, pageNumber, paging, rowLimit, rowOffset, textOrNull } from '../src/index.ts'
import { testHost } from '../src/testing/index.ts'

// One operation built of the kit's input blocks, answering its parsed input.
const plugin = definePlugin({
  name: '@svc/plugin-kit-blocks-test',
  version: '0.0.0',
  group: 'blocks',
  core: '^0.1',
  operations: [
    defineOperation({
      name: 'echo',
      method: 'GET',
      description: 'Answers its parsed input, for the kit block tests.',
      input: v.object({
        ...coordinates({ lat: 'Latitude of the centre' }),
        day: optionalDate('Day of the reading'),
        ...paging({ max: 50, default: 10, maxOffset: 1000 }),
        page: pageNumber(20),
      }),
      price: { usd: 0.001 },
      handler: ({ input }) => input,
    }),
    defineOperation({
      name: 'near',
      method: 'GET',
      description: 'Answers its parsed input where a place is optional, for the kit block tests.',
      input: v.object({ ...optionalCoordinates(), skip: rowOffset() }),
      price: { usd: 0.001 },
      handler: ({ input }) => input,
    }),
  ],
})

describe('the kit\'s input blocks in an operation', () => {
  const app = testHost({ plugins: plugin })

  it('fills the defaults: no date, limit, offset 0, page 1', async () => {
    expect(await app.ok('/api/blocks/echo?lat=51.5&lon=-0.12')).toEqual({ lat: 51.5, lon: -0.12, limit: 10, offset: 0, page: 1 })
    expect(await app.ok('/api/blocks/echo?lat=-90&lon=180&day=2024-02-29&limit=50&offset=1000&page=20')).toEqual({ lat: -90, lon: 180, day: '2024-02-29', limit: 50, offset: 1000, page: 20 })
    expect(await app.ok('/api/blocks/near')).toEqual({ skip: 0 })
    expect(await app.ok('/api/blocks/near?lat=10&skip=123456789')).toEqual({ lat: 10, skip: 123456789 })
  })

  it('refuses what is out of bounds, 400 naming the field', async () => {
    await app.rejects('/api/blocks/echo?lat=90.5&lon=0', 'lat')
    await app.rejects('/api/blocks/echo?lat=0&lon=-180.1', 'lon')
    await app.rejects('/api/blocks/echo?lon=0', 'lat')
    await app.rejects('/api/blocks/echo?lat=0&lon=0&day=2025-02-29', 'day')
    await app.rejects('/api/blocks/echo?lat=0&lon=0&day=2025-2-01', 'day')
    await app.rejects('/api/blocks/echo?lat=0&lon=0&limit=0', 'limit')
    await app.rejects('/api/blocks/echo?lat=0&lon=0&limit=51', 'limit')
    await app.rejects('/api/blocks/echo?lat=0&lon=0&limit=2.5', 'limit')
    await app.rejects('/api/blocks/echo?lat=0&lon=0&offset=-1', 'offset')
    await app.rejects('/api/blocks/echo?lat=0&lon=0&offset=1001', 'offset')
    await app.rejects('/api/blocks/echo?lat=0&lon=0&page=0', 'page')
    await app.rejects('/api/blocks/echo?lat=0&lon=0&page=21', 'page')
    await app.rejects('/api/blocks/near?lon=200', 'lon')
    await app.rejects('/api/blocks/near?skip=-1', 'skip')
  })

  it('describes each parameter in the OpenAPI document', async () => {
    const openapi = (await app.call('/openapi.json')).body
    const parameters = Object.fromEntries(openapi.paths['/api/blocks/echo'].get.parameters.map((parameter: { name: string; schema: { description?: string } }) => [parameter.name, parameter.schema.description]))
    expect(parameters).toMatchObject({
      lat: 'Latitude of the centre',
      lon: 'Longitude',
      day: 'Day of the reading',
      limit: 'Rows to answer (1-50, default 10)',
      offset: 'Rows to skip (0-1000)',
      page: 'Page of results (1-20, default 1)',
    })
  })
})

describe('the kit\'s blocks as schemas', () => {
  it('takes the description a plugin gives in place of the default one', () => {
    expect(JSON.stringify(rowLimit(25, 5, 'Stories to return'))).toContain('Stories to return')
    expect(JSON.stringify(rowOffset(100, 'Hits to skip'))).toContain('Hits to skip')
    expect(JSON.stringify(paging({ max: 10, default: 5, limitDescription: 'Most parks', offsetDescription: 'Parks to skip' }))).toMatch(/Most parks.*Parks to skip/)
  })

  it('reads a member a provider leaves out or sends as null as null', () => {
    const answer = v.object({ name: textOrNull, rank: numberOrNull, active: booleanOrNull })
    expect(v.parse(answer, {})).toEqual({ name: null, rank: null, active: null })
    expect(v.parse(answer, { name: null, rank: null, active: null })).toEqual({ name: null, rank: null, active: null })
    expect(v.parse(answer, { name: 'Ada', rank: 1, active: false })).toEqual({ name: 'Ada', rank: 1, active: false })
    expect(v.safeParse(answer, { name: 1 }).success).toBe(false)
    expect(v.safeParse(answer, { active: 'yes' }).success).toBe(false)
  })
})
