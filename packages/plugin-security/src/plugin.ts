import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import attack from './operations/attack.ts'
import capec from './operations/capec.ts'
import cve from './operations/cve.ts'
import cveChanges from './operations/cve-changes.ts'
import cveSearch from './operations/cve-search.ts'
import cwe from './operations/cwe.ts'
import exploitAvailability from './operations/exploit-availability.ts'
import httpHeaders from './operations/http-headers.ts'
import icsAdvisories from './operations/ics-advisories.ts'
import iocReputation from './operations/ioc-reputation.ts'
import ipAbuse from './operations/ip-abuse.ts'
import ipBlacklist from './operations/ip-blacklist.ts'
import ipBlock from './operations/ip-block.ts'
import ipReputation from './operations/ip-reputation.ts'
import packageAdvisories from './operations/package.ts'
import passwordExposure from './operations/password-exposure.ts'
import { vocabulary } from './vocabulary.ts'

/** The security group: vulnerability, threat-intelligence and exposure checks, one line per operation. */
export const securityPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'security',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    cve,                 // GET  /api/security/cve                   0.0045  NVD CVE API 2.0 /rest/json/cves/2.0?cveId
    cveSearch,           // GET  /api/security/cve-search            0.0054  NVD CVE API 2.0 /rest/json/cves/2.0
    cveChanges,          // GET  /api/security/cve-changes           0.0054  NVD CVE Change History API /rest/json/cvehistory/2.0
    exploitAvailability, // GET  /api/security/exploit-availability  0.0025  CISA KEV feed + FIRST EPSS /data/v1/epss
    packageAdvisories,   // GET  /api/security/package               0.0054  OSV.dev POST /v1/query
    passwordExposure,    // POST /api/security/password-exposure     0.0025  HIBP Pwned Passwords /range/{5 hex of the SHA-1}
    httpHeaders,         // GET  /api/security/http-headers          0.0045  the caller's URL through core's URL guard, headers graded here
    icsAdvisories,       // GET  /api/security/ics-advisories        0.012   CISA CSAF: OT ROLIE feed, CSAF 2.0 advisories
    ipBlock,             // GET  /api/security/ip-block              0.006   IANA RDAP bootstrap, then the registry's RDAP /ip/{ip}
    ipBlacklist,         // GET  /api/security/ip-blacklist          0.006   DNS blocklists through the resolver of settings.security.dnsServers
    ipAbuse,             // GET  /api/security/ip-abuse              0.0054  AbuseIPDB /api/v2/check (key)
    iocReputation,       // GET  /api/security/ioc-reputation        0.0054  abuse.ch ThreatFox, URLhaus, MalwareBazaar (Auth-Key)
    ipReputation,        // GET  /api/security/ip-reputation         0.009   RDAP + blocklists + Tor exits, AbuseIPDB and ThreatFox when keyed
    cwe,                 // GET  /api/security/cwe                   0.0025  MITRE CWE shipped in src/data/cwe.json
    capec,               // GET  /api/security/capec                 0.0025  MITRE CAPEC STIX 2.1 bundle, indexed per host for a day
    attack,              // GET  /api/security/attack                0.0025  MITRE ATT&CK Enterprise STIX 2.1 bundle, indexed per host for a day
  ],
})
