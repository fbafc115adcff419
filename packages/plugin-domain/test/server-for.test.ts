import { describe, expect, it } from 'vitest'
import { serverFor } from '../src/rdap.ts'

describe('serverFor (RFC 9224 matching)', () => {
  const services: Array<[string[], string[]]> = [[['com'], ['https://rdap.example-com.test/']], [['co.uk'], ['https://rdap.example-couk.test/']], [['rf'], ['http://plain.test/', 'https://tls.test/']]]
  it('matches the longest suffix, https first', () => {
    expect(serverFor(services, 'www.example.com')).toBe('https://rdap.example-com.test/')
    expect(serverFor(services, 'shop.co.uk')).toBe('https://rdap.example-couk.test/')
    expect(serverFor(services, 'site.rf')).toBe('https://tls.test/')
    expect(serverFor(services, 'example.zz')).toBeNull()
  })
})
