import { createError, defineUpstream } from '@svc/core'

/**
 * National Uniform Claim Committee (NUCC): the Health Care Provider Taxonomy code set, as the CSV file NUCC publishes on its "CSV"
 * page (https://www.nucc.org/index.php/code-sets-mainmenu-41/provider-taxonomy-mainmenu-40/csv-mainmenu-57), one file per version:
 * `/images/stories/CSV/nucc_taxonomy_<version without its dot>.csv`. No key. A new version comes out each January (xx.0) and July
 * (xx.1); the version read is a setting, so an operator moves to the next one without a release.
 */
export const nucc = defineUpstream({
  id: 'nucc',
  name: 'National Uniform Claim Committee (NUCC) Health Care Provider Taxonomy',
  baseUrl: 'https://www.nucc.org',
  docsUrl: 'https://www.nucc.org/index.php/code-sets-mainmenu-41/provider-taxonomy-mainmenu-40/csv-mainmenu-57',
  license: 'Health Care Provider Taxonomy code set, copyright American Medical Association on behalf of NUCC; free of charge, cite NUCC (nucc.org) as the source',
  // The code set is free to download and use, but "for commercial use, including sales or licensing, a license must be
  // obtained" (HL7 CARIN IG, Terminology Licensure); HL7's own permission requires citing the AMA copyright and nucc.org.
  terms: {
    url: 'https://www.nucc.org/index.php/code-sets-mainmenu-41/provider-taxonomy-mainmenu-40',
    commercial: { use: 'not-allowed', note: 'the AMA holds the copyright on behalf of the NUCC; commercial use, including sales, needs a license from them: serve it free, or with that license', url: 'https://build.fhir.org/ig/HL7/carin-bb/Terminology_Licensure.html' },
    attribution: { text: 'Health Care Provider Taxonomy code set © American Medical Association on behalf of the National Uniform Claim Committee (nucc.org)' },
  },
  // One file of about 0.5 MB, read once a week per host: a slow answer is still worth waiting for.
  timeoutMs: 30_000,
  concurrency: 2,
  // A code set changes twice a year: when NUCC cannot be reached, last week's copy still answers (for 30 days past its week).
  maxStaleSeconds: 30 * 86_400,
})

/** The version read unless `settings.medical.taxonomyVersion` says otherwise: 26.1, published July 2026. */
export const DEFAULT_TAXONOMY_VERSION = '26.1'

const VERSION = /^(\d{2})\.?(\d)$/
const PATH = /^\/[\w./-]+\.csv$/i
const FILE_VERSION = /nucc_taxonomy_(\d{2})(\d)\.csv$/i

export interface TaxonomyFile {
  /** Path of the CSV on the nucc upstream. */
  path: string
  /** Version of the code set, e.g. 26.1 (the file name's, else the setting's). */
  version: string
}

/**
 * The CSV to read, from `settings.medical.taxonomyPath` (a path on the nucc upstream, when NUCC moves its files) or
 * `settings.medical.taxonomyVersion` (26.1 or 261), else the default version. A value of another form is a 503 naming the setting.
 */
export function taxonomyFile(settings: Record<string, unknown>): TaxonomyFile {
  const path = settings.taxonomyPath
  if (path !== undefined && path !== null && path !== '') {
    if (typeof path !== 'string' || !PATH.test(path.trim()) || path.includes('..')) throw createError('UPSTREAM_NOT_CONFIGURED', 'The taxonomy is not available on this host: settings.medical.taxonomyPath must be the path of a .csv file on nucc.org, e.g. /images/stories/CSV/nucc_taxonomy_261.csv')
    const match = FILE_VERSION.exec(path.trim())
    return { path: path.trim(), version: match ? `${match[1]}.${match[2]}` : (typeof settings.taxonomyVersion === 'string' && settings.taxonomyVersion.trim()) || 'unknown' }
  }
  const setting = settings.taxonomyVersion
  const raw = setting === undefined || setting === null || setting === '' ? DEFAULT_TAXONOMY_VERSION : typeof setting === 'number' ? setting.toFixed(1) : String(setting).trim()
  const match = VERSION.exec(raw)
  if (!match) throw createError('UPSTREAM_NOT_CONFIGURED', 'The taxonomy is not available on this host: settings.medical.taxonomyVersion must be a NUCC code set version such as 26.1')
  return { path: `/images/stories/CSV/nucc_taxonomy_${match[1]}${match[2]}.csv`, version: `${match[1]}.${match[2]}` }
}
