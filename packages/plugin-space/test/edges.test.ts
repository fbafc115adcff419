import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { spacePlugin } from '../src/index.ts'

const t = testHost({ plugins: spacePlugin })

describe('the local sky operations at the edges of their inputs', () => {
  const paths = [
    '/api/space/body?body=pluto&time=1900-01-01&lat=90&lon=180',
    '/api/space/body?body=moon&time=2100-12-31T23:59:59Z&lat=-90&lon=-180&elevation=9000',
    '/api/space/system?time=1900-01-01',
    '/api/space/system?time=2100-12-31T23:59:59%2B14:00',
    '/api/space/sky-tonight?lat=90&lon=0&date=2100-12-31',
    '/api/space/sky-tonight?lat=-90&lon=180&date=1900-01-01&minAltitude=0',
    '/api/space/observe?ra=0&dec=90&lat=-90&lon=-180&date=2000-06-21&step=10&minAltitude=0',
    '/api/space/observe?ra=23.9999&dec=-90&lat=90&lon=180&date=2100-12-31',
    '/api/space/observe?body=sun&lat=0&lon=0&date=2024-03-20&minAltitude=80',
    '/api/space/skywatch?date=2100-12-31&days=1',
    '/api/space/skywatch?date=1900-01-01&days=366&lat=90&lon=0',
    '/api/space/skywatch?date=2100-01-01&days=366&kind=transit',
  ]
  for (const path of paths) {
    it(`answers 200 for ${path}`, async () => {
      const { status, body } = await t.call(path)
      expect(status, JSON.stringify(body)).toBe(200)
    })
  }
})
