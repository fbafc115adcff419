import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { studyUrl } from './upstreams/clinicaltrials.ts'

/**
 * The members of a ClinicalTrials.gov v2 study record this plugin reads. Every module
 * is optional upstream (records from 2000 lack many), so every member is too.
 */
const text = v.optional(v.string())
const list = <T extends v.GenericSchema>(item: T) => v.optional(v.array(item), [])
const dateStruct = v.optional(v.object({ date: v.string(), type: v.optional(v.string()) }))
const sponsor = v.object({ name: v.string(), class: v.optional(v.string()) })
const outcome = v.object({ measure: v.string(), description: text, timeFrame: text })

export const studySchema = v.object({
  protocolSection: v.object({
    identificationModule: v.object({
      nctId: v.string(),
      briefTitle: text,
      officialTitle: text,
      acronym: text,
      organization: v.optional(v.object({ fullName: text, class: text })),
    }),
    statusModule: v.optional(v.object({
      overallStatus: text,
      whyStopped: text,
      startDateStruct: dateStruct,
      primaryCompletionDateStruct: dateStruct,
      completionDateStruct: dateStruct,
      studyFirstPostDateStruct: dateStruct,
      resultsFirstPostDateStruct: dateStruct,
      lastUpdatePostDateStruct: dateStruct,
    }), {}),
    sponsorCollaboratorsModule: v.optional(v.object({ leadSponsor: v.optional(sponsor), collaborators: list(sponsor) }), {}),
    descriptionModule: v.optional(v.object({ briefSummary: text, detailedDescription: text }), {}),
    conditionsModule: v.optional(v.object({ conditions: list(v.string()), keywords: list(v.string()) }), {}),
    designModule: v.optional(v.object({
      studyType: text,
      phases: list(v.string()),
      designInfo: v.optional(v.object({
        allocation: text,
        interventionModel: text,
        primaryPurpose: text,
        maskingInfo: v.optional(v.object({ masking: text })),
      })),
      enrollmentInfo: v.optional(v.object({ count: v.optional(v.number()), type: text })),
    }), {}),
    armsInterventionsModule: v.optional(v.object({
      interventions: list(v.object({ type: text, name: v.string(), description: text })),
    }), {}),
    outcomesModule: v.optional(v.object({ primaryOutcomes: list(outcome), secondaryOutcomes: list(outcome) }), {}),
    eligibilityModule: v.optional(v.object({
      eligibilityCriteria: text,
      healthyVolunteers: v.optional(v.boolean()),
      sex: text,
      minimumAge: text,
      maximumAge: text,
      stdAges: list(v.string()),
    })),
    contactsLocationsModule: v.optional(v.object({
      locations: list(v.object({
        facility: textOrNull,
        status: textOrNull,
        city: textOrNull,
        state: textOrNull,
        zip: textOrNull,
        country: textOrNull,
        geoPoint: v.optional(v.object({ lat: v.number(), lon: v.number() })),
      })),
    }), {}),
  }),
  hasResults: v.optional(v.boolean(), false),
})

export type Study = v.InferOutput<typeof studySchema>

const date = (struct: { date: string } | undefined) => struct?.date ?? null

function keyDates(study: Study) {
  const status = study.protocolSection.statusModule
  return {
    start: date(status.startDateStruct),
    primaryCompletion: date(status.primaryCompletionDateStruct),
    completion: date(status.completionDateStruct),
    firstPosted: date(status.studyFirstPostDateStruct),
    resultsFirstPosted: date(status.resultsFirstPostDateStruct),
    lastUpdated: date(status.lastUpdatePostDateStruct),
  }
}

function enrollment(study: Study) {
  const info = study.protocolSection.designModule.enrollmentInfo
  return info?.count === undefined ? null : { count: info.count, type: info.type ?? null }
}

/** The study's registry number and titles, first in a summary and a detail alike. */
function identification(study: Study) {
  const id = study.protocolSection.identificationModule
  return { nctId: id.nctId, briefTitle: id.briefTitle ?? null, officialTitle: id.officialTitle ?? null }
}

/** A lead sponsor or collaborator: its name and class (INDUSTRY, NIH...). */
const sponsorItem = (organization: v.InferOutput<typeof sponsor>) => ({ name: organization.name, class: organization.class ?? null })

/** One search row: enough to pick a study. */
export function studySummary(study: Study) {
  const p = study.protocolSection
  const lead = p.sponsorCollaboratorsModule.leadSponsor
  return {
    ...identification(study),
    status: p.statusModule.overallStatus ?? null,
    phases: p.designModule.phases,
    studyType: p.designModule.studyType ?? null,
    conditions: p.conditionsModule.conditions,
    interventions: p.armsInterventionsModule.interventions.map((item) => ({ type: item.type ?? null, name: item.name })),
    enrollment: enrollment(study),
    dates: keyDates(study),
    leadSponsor: lead ? sponsorItem(lead) : null,
    hasResults: study.hasResults,
    briefSummary: p.descriptionModule.briefSummary ?? null,
    url: studyUrl(p.identificationModule.nctId),
  }
}

/** The whole record a caller needs to judge a study. */
export function studyDetail(study: Study) {
  const p = study.protocolSection
  const design = p.designModule
  const eligibility = p.eligibilityModule
  const outcomes = (list: typeof p.outcomesModule.primaryOutcomes) => list.map((o) => ({ measure: o.measure, description: o.description ?? null, timeFrame: o.timeFrame ?? null }))
  const lead = p.sponsorCollaboratorsModule.leadSponsor
  return {
    ...identification(study),
    acronym: p.identificationModule.acronym ?? null,
    briefSummary: p.descriptionModule.briefSummary ?? null,
    detailedDescription: p.descriptionModule.detailedDescription ?? null,
    status: p.statusModule.overallStatus ?? null,
    whyStopped: p.statusModule.whyStopped ?? null,
    phases: design.phases,
    studyType: design.studyType ?? null,
    conditions: p.conditionsModule.conditions,
    keywords: p.conditionsModule.keywords,
    design: {
      allocation: design.designInfo?.allocation ?? null,
      interventionModel: design.designInfo?.interventionModel ?? null,
      primaryPurpose: design.designInfo?.primaryPurpose ?? null,
      masking: design.designInfo?.maskingInfo?.masking ?? null,
    },
    enrollment: enrollment(study),
    interventions: p.armsInterventionsModule.interventions.map((item) => ({ type: item.type ?? null, name: item.name, description: item.description ?? null })),
    primaryOutcomes: outcomes(p.outcomesModule.primaryOutcomes),
    secondaryOutcomes: outcomes(p.outcomesModule.secondaryOutcomes),
    eligibility: eligibility
      ? {
          criteria: eligibility.eligibilityCriteria ?? null,
          healthyVolunteers: eligibility.healthyVolunteers ?? null,
          sex: eligibility.sex ?? null,
          minimumAge: eligibility.minimumAge ?? null,
          maximumAge: eligibility.maximumAge ?? null,
          stdAges: eligibility.stdAges,
        }
      : null,
    sponsors: {
      lead: lead ? sponsorItem(lead) : null,
      collaborators: p.sponsorCollaboratorsModule.collaborators.map(sponsorItem),
    },
    locations: p.contactsLocationsModule.locations.map((l) => ({
      facility: l.facility,
      status: l.status,
      city: l.city,
      state: l.state,
      zip: l.zip,
      country: l.country,
      latitude: l.geoPoint?.lat ?? null,
      longitude: l.geoPoint?.lon ?? null,
    })),
    hasResults: study.hasResults,
    dates: keyDates(study),
    url: studyUrl(p.identificationModule.nctId),
  }
}

export const nctId = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^NCT\d{8}$/, 'must be NCT followed by 8 digits, e.g. NCT04280705'))
