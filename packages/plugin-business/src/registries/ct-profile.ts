import { createError, isApiError, runSection, type Section, sectionData, type UpstreamClient } from '@svc/core'
import { agentOf, CT_DATASETS, filingsOf, findBusiness, officersOf, type CtIdentifier } from './ct-queries.ts'
import { toProfile, type Profile } from './ct-records.ts'

const report = <T>(part: Section<T>, count?: (data: T) => number) => (part.status === 'error'
  ? { status: 'error' as const, message: part.message }
  : { status: part.status, ...(count ? { count: count(part.data) } : {}) })

/** The three datasets keyed on the master's id, asked at once; each failure stays in its own section. */
const related = (client: UpstreamClient, entityId: string, filingsLimit: number) => Promise.all([
  runSection(() => officersOf(client, entityId), { found: (officers) => officers.length > 0, failure: 'The principals dataset could not be asked' }),
  runSection(() => agentOf(client, entityId), { found: (agent) => agent !== null, failure: 'The agents dataset could not be asked' }),
  runSection(() => filingsOf(client, entityId, filingsLimit), { found: (filings) => filings.length > 0, failure: 'The filing history dataset could not be asked' }),
])
// Said with every answer, as the spec lists an agent phone and email this dataset does not give.
const AGENT_NOTE = 'No phone or email column of the agents dataset could be confirmed: phone and email are null.'
type Related = Awaited<ReturnType<typeof related>>

const notFound = (id: CtIdentifier) => createError('NOT_FOUND', id.mode === 'name' ? `No Connecticut business name contains "${id.value}"` : `No Connecticut business has ${id.mode === 'entityId' ? 'the id' : 'the account number'} ${id.value}`)

/**
 * A Connecticut business with its officers, registered agent and recent filings. By `entityId` the four
 * datasets are asked at once (a failed master is a section like the others); by account number or name the
 * master is asked first for the id the others join on, so its failure fails the call.
 */
export async function entityProfile(client: UpstreamClient, id: CtIdentifier, filingsLimit: number) {
  let master: Section<Profile>
  let parts: Related
  let url = `${client.baseUrl}${CT_DATASETS.master}`
  if (id.mode === 'entityId') {
    const [found, others] = await Promise.all([findBusiness(client, id).catch((error: unknown) => ({ error })), related(client, id.value, filingsLimit)])
    parts = others
    if ('error' in found) {
      // Nothing answered: the call fails (and is not charged) with the master's own error.
      if (others.every((part) => part.status === 'error')) throw found.error
      master = { status: 'error', message: isApiError(found.error) ? found.error.message : 'The business master could not be asked' }
    } else {
      if (!found.profile) throw notFound(id)
      master = { status: 'found', data: found.profile }
      url = found.url
    }
  } else {
    const found = await findBusiness(client, id)
    if (!found.profile) throw notFound(id)
    master = { status: 'found', data: found.profile }
    url = found.url
    const entityId = found.profile.entityId
    const missing = { status: 'error', message: 'The business master row has no id to look its officers, agent and filings up by' } as const
    parts = entityId ? await related(client, entityId, filingsLimit) : [missing, missing, missing]
  }
  const [officers, agent, filings] = parts
  return {
    item: {
      state: 'CT',
      ...(sectionData(master) ?? toProfile({ id: id.value })),
      officers: sectionData(officers),
      registeredAgent: sectionData(agent),
      filings: sectionData(filings),
      sections: {
        master: report(master),
        officers: report(officers, (list) => list.length),
        agent: { ...report(agent), note: AGENT_NOTE },
        filings: report(filings, (list) => list.length),
      },
    },
    url,
  }
}
