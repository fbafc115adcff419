import { definePlugin } from '@svc/core'
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
  examples,
  group: 'security',
  search: { vocabulary },
  operations: [
    cve,
    cveSearch,
    cveChanges,
    exploitAvailability,
    packageAdvisories,
    passwordExposure,
    httpHeaders,
    icsAdvisories,
    ipBlock,
    ipBlacklist,
    ipAbuse,
    iocReputation,
    ipReputation,
    cwe,
    capec,
    attack,
  ],
})
