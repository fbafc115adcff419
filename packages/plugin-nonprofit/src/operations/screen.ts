import { createError, defineOperation, lookupAnswer, runSection, type Section, sectionStatus } from '@svc/core'
import { screeningList, screeningSource, screenName } from '@svc/providers/sanctions'
import * as v from 'valibot'
import { lookUpEin } from '../irs/lists.ts'
import { bmfRecord } from '../irs/record.ts'
import { ein, formatEin, subsectionLabel } from '../params.ts'
import { nonprofitExplorer } from '../upstreams/propublica.ts'

const IRS_TEOS = 'https://www.irs.gov/charities-non-profits/tax-exempt-organization-search-bulk-data-downloads'
/** Pub 78 deductibility status codes (IRS). */
const DEDUCTIBILITY: Record<string, string> = {
  PC: 'public charity (50% limit)', POF: 'private operating foundation (50%)', PF: 'private foundation (30% generally)', GROUP: 'group exemption (limit depends on each subordinate)',
  LODGE: 'fraternal lodge (30%, only for certain purposes)', UNKWN: 'charity of unknown type (limit depends)', EO: 'organization other than a public charity (limits depend)',
  FORGN: 'foreign-addressed organization', SO: 'supporting organization (50%)', SONFI: 'non-functionally integrated type III supporting organization (50%)', SOUNK: 'supporting organization of unknown type (50%)',
}

const part = <T, R>(section: Section<T>, pick: (data: T) => R) => (section.status === 'error' ? sectionStatus(section) : { ...sectionStatus(section), ...pick(section.data) })

export default defineOperation({
  name: 'screen',
  method: 'GET',
  description: 'Due-diligence screen of a U.S. nonprofit by EIN before a donation or grant: its IRS master-file record (ProPublica Nonprofit Explorer), whether the IRS lists it in Publication 78 as eligible to receive tax-deductible contributions (with its deductibility codes), whether its exemption was automatically revoked (dates, reinstatement), and a sanctions screen of its name on the U.S. Consolidated Screening List; each source a section (found, not found or error), with an overall status.',
  input: v.object({
    ein,
    threshold: v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(1), v.description('Name similarity that flags a sanctions hit (0.5-1, default 0.85)')), 0.85),
  }),
  upstreams: [nonprofitExplorer, screeningList],
  sources: [
    { upstream: nonprofitExplorer, path: '/nonprofits/api/v2/organizations/{ein}.json', cacheTtl: '1d' },
    { about: 'IRS Pub 78 and automatic revocation list (files on the host)', cacheTtl: '0s' },
    screeningSource,
  ],
  requiredSettings: [{ path: 'nonprofit.irsListsDir', description: 'the directory refresh-irs-lists writes the IRS Pub 78 and revocation lists to' }],
  keywords: ['is this charity legitimate', 'can i deduct a donation to', 'irs revoked nonprofit', 'charity due diligence', 'pub 78 check'],
  async handler({ input, upstream, settings }) {
    const dir = settings.irsListsDir
    if (typeof dir !== 'string') throw createError('UNAVAILABLE', 'settings.nonprofit.irsListsDir must be a directory path')
    const [bmf, lists] = await Promise.all([
      runSection(() => bmfRecord(upstream(nonprofitExplorer), input.ein), { found: (answer) => answer.record !== null, failure: `${nonprofitExplorer.name} could not be asked` }),
      runSection(() => lookUpEin(dir, input.ein), { found: () => true, failure: 'the IRS lists could not be read on this host' }),
    ])
    const listed = lists.status === 'error' ? null : lists.data
    const name = (bmf.status === 'found' ? bmf.data.record?.name : null) ?? listed?.pub78?.name ?? listed?.revocation?.name ?? null
    if (!name && bmf.status !== 'error' && lists.status !== 'error') throw createError('NOT_FOUND', `ein: no U.S. tax-exempt organization ${formatEin(input.ein)} in the IRS master file, Pub 78 or the revocation list`)
    if (!name) throw bmf.status === 'error' ? bmf.error : (lists as { error: unknown }).error
    const sanctions = await runSection(() => screenName(upstream(screeningList), name, input.threshold), { found: (screen) => screen.flagged, failure: `${screeningList.name} could not be asked` })

    const revocation = listed?.revocation ?? null
    const revoked = revocation ? !revocation.reinstatementDate || (revocation.revocationDate !== null && revocation.reinstatementDate < revocation.revocationDate) : false
    const pub78 = listed?.pub78 ?? null
    const unverified = [bmf, lists, sanctions].some((section) => section.status === 'error')
    const flagged = sanctions.status === 'found'
    const status = flagged ? 'sanctions-hit' : revoked ? 'revoked' : unverified ? 'unverified' : pub78 ? 'clear' : 'not-in-pub78'
    return lookupAnswer({
      ein: formatEin(input.ein),
      name,
      status,
      deductible: lists.status === 'error' ? null : Boolean(pub78) && !revoked,
      revoked: lists.status === 'error' ? null : revoked,
      sanctionsFlagged: sanctions.status === 'error' ? null : flagged,
      irsRecord: part(bmf, (data) => (data.record ? { ...data.record, subsection: subsectionLabel(data.record.subsectionCode) } : {})),
      pub78: lists.status === 'error' ? sectionStatus(lists) : pub78
        ? { status: 'found', name: pub78.name, city: pub78.city, state: pub78.state, country: pub78.country, deductibility: pub78.deductibility.map((code) => ({ code, meaning: DEDUCTIBILITY[code] ?? null })) }
        : { status: 'not_found' },
      revocation: lists.status === 'error' ? sectionStatus(lists) : revocation
        ? { status: 'found', name: revocation.name, exemptionType: revocation.exemptionType, revocationDate: revocation.revocationDate, postingDate: revocation.postingDate, reinstatementDate: revocation.reinstatementDate, inEffect: revoked }
        : { status: 'not_found' },
      sanctions: part(sanctions, (screen) => ({ screenedName: screen.name, flagged: screen.flagged, confidence: screen.confidence, label: screen.label, hits: screen.hits })),
      listsAsOf: listed?.meta.generatedAt.slice(0, 10) ?? null,
      note: 'Pub 78 and the revocation list are the IRS Tax Exempt Organization Search data as downloaded on listsAsOf; the sanctions screen is name-based and probabilistic: a flag is a candidate to review, not a determination.',
    }, { provider: `${nonprofitExplorer.name}; IRS Tax Exempt Organization Search (Pub 78, automatic revocation list); ${screeningList.name}`, url: IRS_TEOS, license: 'Public domain (IRS and U.S. government data); ProPublica Nonprofit Explorer with attribution' })
  },
})
