import type { TestHostOptions } from '@svc/core/testing'
import { dnsPlugin } from '@svc/plugin-dns'
import { domainPlugin } from '../src/index.ts'

export const fixture = (upstream: string, name: string) => ({ file: `${upstream}/${name}` })

/**
 * settings.dns of the harness: the servers are filled in once a test's DNS server listens. 2 s a try: the fixture
 * DNS server answers in the test process, which a loaded machine can hold up past 300 ms (a full run saw a section fail so).
 */
export const dnsSettings: { servers: string[]; timeoutMs: number; tries: number } = { servers: ['127.0.0.1:9'], timeoutMs: 2000, tries: 1 }

/** The IANA bootstrap, the two registries' RDAP servers (rdap-<host> upstreams) and crt.sh on one fixture server. */
export const domainFixtures = {
  plugins: [domainPlugin, dnsPlugin],
  upstreams: ['iana-rdap', 'rdap-verisign-com', 'rdap-publicinterestregistry-org', 'crt-sh'],
  config: { settings: { dns: dnsSettings } },
  routes: {
    'GET /rdap/dns.json': fixture('iana', 'dns.json'),
    'GET /com/v1/domain/google.com': fixture('rdap', 'google.com.json'),
    'GET /rdap/domain/example.org': fixture('rdap', 'example.org.json'),
    'GET /com/v1/domain/unregistered-name-4711.com': { status: 404, file: fixture('rdap', 'not-found.json').file },
    'GET /': fixture('crt-sh', 'example.com.json'),
  },
} satisfies TestHostOptions
