import { defineUpstream } from '@svc/core'

/** MITRE ATT&CK Enterprise in STIX 2.1, the latest release's collection bundle (MITRE's attack-stix-data). */
export const mitreAttack = defineUpstream({
  id: 'mitre-attack',
  name: 'MITRE ATT&CK Enterprise (STIX 2.1)',
  baseUrl: 'https://raw.githubusercontent.com/mitre-attack/attack-stix-data/master',
  docsUrl: 'https://attack.mitre.org/resources/attack-data-and-tools/',
  license: 'ATT&CK terms of use (https://attack.mitre.org/resources/legal-and-branding/terms-of-use/): royalty-free license with MITRE\'s copyright notice',
  terms: {
    url: 'https://attack.mitre.org/resources/legal-and-branding/terms-of-use/',
    commercial: { use: 'allowed', note: 'non-exclusive, royalty-free license for research, development and commercial purposes, copies keeping MITRE\'s copyright designation and the license' },
    attribution: { text: '© The MITRE Corporation. This work is reproduced and distributed with the permission of The MITRE Corporation.' },
  },
  timeoutMs: 180_000,
  maxStaleSeconds: 7 * 86_400,
})

/** The most recent Enterprise release, below the base URL. */
export const ATTACK_BUNDLE = '/enterprise-attack/enterprise-attack.json'
