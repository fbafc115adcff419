import { describe, expect, it } from 'vitest'
import { type ApiError, checkPublicUrl, errorBody, precheckPublicUrl, resolvePublicHost } from '../src/index.ts'

describe('resolvePublicHost', () => {
  it('refuses loopback, private and metadata hosts, also by name, with the 400 naming the field', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '::1', '10.0.0.1', '192.168.1.1', '169.254.169.254', '[::ffff:127.0.0.1]', 'fd00::1']) {
      await expect(resolvePublicHost(host, { field: 'page.url' }), host).rejects.toMatchObject({
        status: 400, code: 'INVALID_INPUT', details: { field: 'page.url', reason: 'forbidden_address' },
        message: `page.url: the address of ${host} is not allowed; only public internet hosts are fetched`,
      })
    }
  })

  it('answers the allowed addresses of a public host, without brackets', async () => {
    expect(await resolvePublicHost('8.8.8.8')).toEqual([{ address: '8.8.8.8', family: 4 }])
    expect(await resolvePublicHost('[2606:4700:4700::1111]')).toEqual([{ address: '2606:4700:4700::1111', family: 6 }])
  })

  it('answers every address a name resolves to, each checked by the policy it is given', async () => {
    const seen: string[] = []
    const addresses = await resolvePublicHost('localhost', { policy: (address) => (seen.push(address), true) })
    expect(addresses.length).toBeGreaterThan(0)
    expect(addresses.every(({ address, family }) => ['127.0.0.1', '::1'].includes(address) && family === (address.includes(':') ? 6 : 4))).toBe(true)
    expect(seen).toEqual(addresses.map((entry) => entry.address))
    // One refused address refuses the host, even when others pass.
    await expect(resolvePublicHost('localhost', { policy: (address) => address !== addresses.at(-1)!.address })).rejects.toMatchObject({ details: { reason: 'forbidden_address' } })
  })

  it('answers a name that does not resolve exactly as one resolving to a private address (no DNS oracle)', async () => {
    const answer = (host: string) => resolvePublicHost(host, { field: 'target' }).catch((error: ApiError) => JSON.stringify(errorBody(error)).replaceAll(host, '<host>'))
    const unknown = await answer('no-such-host.invalid')
    expect(unknown).toBe(await answer('localhost'))
    expect(JSON.parse(unknown as string)).toEqual({ error: 'target: the address of <host> is not allowed; only public internet hosts are fetched', code: 'INVALID_INPUT', status: 400, field: 'target', reason: 'forbidden_address' })
  })

  it('is what checkPublicUrl checks a URL\'s host with', async () => {
    await expect(checkPublicUrl('http://localhost:8080/hook', { field: 'webhook.url' })).rejects.toMatchObject({ details: { field: 'webhook.url', reason: 'forbidden_address' } })
    expect((await checkPublicUrl('https://[2606:4700:4700::1111]/x')).hostname).toBe('[2606:4700:4700::1111]')
  })
})

describe('precheckPublicUrl', () => {
  it('refuses without a lookup what can only be refused: IP literals the policy refuses, localhost names, credentials, other schemes', () => {
    for (const url of ['http://127.0.0.1/', 'https://[::1]:8443/x', 'http://2130706433/', 'http://0x7f.1/', 'https://169.254.169.254/latest', 'http://[::ffff:10.0.0.1]/', 'https://localhost/', 'http://api.localhost./']) {
      expect(() => precheckPublicUrl(url, { field: 'page.url' }), url).toThrow(expect.objectContaining({ status: 400, details: { field: 'page.url', reason: 'forbidden_address' } }))
    }
    expect(() => precheckPublicUrl('https://user:pw@example.com/')).toThrow(expect.objectContaining({ details: { field: 'url' } }))
    expect(() => precheckPublicUrl('ftp://example.com/')).toThrow(expect.objectContaining({ details: { field: 'url' } }))
  })
  it('leaves names to the lookup at fetch time, and follows the policy it is given', () => {
    expect(precheckPublicUrl('https://example.com/a').hostname).toBe('example.com')
    expect(precheckPublicUrl('https://[2606:4700:4700::1111]/').hostname).toBe('[2606:4700:4700::1111]')
    expect(precheckPublicUrl('http://127.0.0.1:8080/', { policy: (address) => address === '127.0.0.1' }).port).toBe('8080')
    expect(() => precheckPublicUrl('http://localhost/', { policy: (address) => address === '127.0.0.1' })).toThrow(expect.objectContaining({ details: expect.objectContaining({ reason: 'forbidden_address' }) }))
  })
})
