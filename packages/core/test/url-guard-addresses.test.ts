import { describe, expect, it } from 'vitest'
import { checkPublicUrl, resolvePublicHost } from '../src/index.ts'

describe('resolvePublicHost', () => {
  it('refuses loopback, private and metadata hosts, also by name, with the 400 naming the field', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '::1', '10.0.0.1', '192.168.1.1', '169.254.169.254', '[::ffff:127.0.0.1]', 'fd00::1']) {
      await expect(resolvePublicHost(host, { field: 'page.url' }), host).rejects.toMatchObject({
        status: 400, code: 'INVALID_INPUT', details: { field: 'page.url', reason: 'forbidden_address' },
        message: expect.stringMatching(/^page\.url: .+ resolves to .+, a loopback, private or reserved address, which this service does not fetch$/),
      })
    }
    await expect(resolvePublicHost('localhost')).rejects.toMatchObject({ message: expect.stringMatching(/^url: localhost resolves to (127\.0\.0\.1|::1)/) })
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

  it('answers 400 host_not_found for a name that does not resolve', async () => {
    await expect(resolvePublicHost('no-such-host.invalid', { field: 'target' })).rejects.toMatchObject({
      status: 400, message: 'target: host no-such-host.invalid not found', details: { field: 'target', reason: 'host_not_found' },
    })
  })

  it('is what checkPublicUrl checks a URL\'s host with', async () => {
    await expect(checkPublicUrl('http://localhost:8080/hook', { field: 'webhook.url' })).rejects.toMatchObject({ details: { field: 'webhook.url', reason: 'forbidden_address' } })
    expect((await checkPublicUrl('https://[2606:4700:4700::1111]/x')).hostname).toBe('[2606:4700:4700::1111]')
  })
})
