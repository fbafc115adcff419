import { describe, expect, it } from 'vitest'
import { createSearchIndex } from '../src/search/index.ts'
import { intentCues } from '../src/search/intents.ts'
import { JOB_NOUNS } from '../src/search/jobs.ts'
import { storyWeight } from '../src/search/story.ts'
import { tokenize } from '../src/search/tokenize.ts'
import { fullCatalog } from './_search-eval.ts'

// Indirect tasks (fixtures/search/README.md, pass s10/ind): a job named with a pay or career word, prices
// said to rise, an amount in words with a past year. Each case was missed before its change.
const index = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary)
const first = (query: string) => index.search(query, 5)[0]?.id
const intent = (text: string) => intentCues(text).cues.map((cue) => cue.words)

describe('a job named with a pay word', () => {
  it('lists jobs from WordNet, not words used more as something else or for the caller\'s software', () => {
    const jobs = new Set(JOB_NOUNS.split(' '))
    for (const job of ['nurse', 'welder', 'hygienist', 'veterinarian', 'paralegal', 'operator', 'cook', 'firefighter', 'controller']) expect(jobs, job).toContain(job)
    for (const word of ['best', 'power', 'price', 'federal', 'agent', 'host', 'owner', 'worker', 'server']) expect(jobs, word).not.toContain(word)
  })

  it('asks what the job pays', () => {
    expect(intent('what do truck drivers pull in per year on average')).toContain('wages')
    expect(intent('how well paid are air traffic controllers')).toContain('wages')
    expect(intent('would I take home more as a dental assistant or a pharmacy tech')).toContain('wages')
    expect(intent('how much does a plumber make in Ohio')).toContain('wages')
    expect(intent('what does being a welder pay in Texas')).toContain('wages')
    expect(first('roughly what do crane operators bring in annually around Houston')).toBe('labor.wages')
    expect(first('how well paid are air traffic controllers')).toBe('labor.wages')
  })

  it('leaves a payer\'s payments, yields and earnings reports alone', () => {
    for (const text of ['how much did Pfizer pay doctors', 'what did Pfizer pay doctors in 2023', 'where can I earn the best yield on USDC', 'send my agent a payload in 45 minutes', "what's Apple's price to earnings ratio", 'my family of four makes $60,000 in Denver, do we count as low income', 'what are the flood insurance payouts after Hurricane Harvey']) expect(intent(text), text).not.toContain('wages')
  })

  it('asks about the occupation with a career word', () => {
    expect(intent('what does a respiratory therapist actually do all day')).toContain('occupation')
    expect(intent('what careers are there in cooking')).not.toContain('occupation')
    expect(intent('I like fixing engines, what other careers are close to an auto mechanic')).toContain('occupation related')
    expect(first("I'm a bookkeeper, what other lines of work use the same skills")).toBe('occupation.related')
    expect(first('what does a respiratory therapist actually do all day')).toBe('occupation.profile')
  })
})

describe('prices and past sums in everyday words', () => {
  it('reads prices said to rise as inflation', () => {
    expect(intent('are groceries getting more expensive faster this year than last')).toContain('inflation')
    expect(intent('how fast are prices going up in Germany lately')).toContain('inflation')
    expect(intent('gas prices going up in Ohio')).not.toContain('inflation')
    expect(intent('tell me when the bitcoin price rises above 100k')).not.toContain('inflation')
    expect(first('what do economists think prices will do over the next decade')).toBe('inflation.expectations')
    expect(first('how fast are prices going up in Germany lately')).toBe('inflation.hicp')
  })

  it('reads an amount in words or thousands with a past year as a sum to carry forward', () => {
    expect(intent('a candy bar was a nickel when my dad was young in 1955, what is that worth now')).toContain('inflation worth')
    expect(intent('did my salary keep up since 2015: I made 52k then')).toContain('inflation worth')
    expect(intent('a nickel for the jukebox')).not.toContain('inflation worth')
    expect(first('a candy bar was a nickel when my dad was young in 1955, what is that worth now')).toBe('inflation.calculator')
  })
})

// Questions of a kind asked about a place (fixtures/search/README.md, s16/sense3): its hour, whether it is a decent hour to call there, its money.
describe('questions about a place', () => {
  it('reads the hour at a place as a time zone\'s local time, not a time series or the sun\'s times', () => {
    expect(intent('what time is it over in Lagos for my client')).toContain('timezone local time')
    expect(intent('current hour in Nairobi please')).toContain('timezone local time')
    expect(intent('is it morning or night in Seoul at the moment')).toContain('timezone local time')
    expect(intent('what time is it')).not.toContain('timezone local time')
    expect(intent('what time does the sun set in Santorini')).not.toContain('timezone local time')
    expect(intent('what time does the market open in Tokyo')).not.toContain('timezone local time')
    expect(first('what hour is it right now in Karachi')).toBe('timezone.lookup')
  })

  it('reads whether it is a decent hour to call someone far away, in English and once translated', () => {
    expect(intent('can I phone my brother in Denver now or is he asleep')).toContain('timezone local time')
    expect(intent('call my webhook every night at 2am')).not.toContain('timezone local time')
    expect(first('my aunt lives in Vancouver; would I wake her if I call now')).toBe('timezone.lookup')
    expect(first('quero ligar para meu pai em Tóquio, lá é noite agora?')).toBe('timezone.lookup')
  })

  it('reads the money a place uses as a currency\'s record, not a rate', () => {
    expect(intent('which currency do they use in Iceland')).toContain('iso currency')
    expect(intent('what money should I take on a trip to Peru')).toContain('iso currency')
    expect(intent('how much money is 50 euros in dollars for my trip')).not.toContain('iso currency')
    expect(first('what money should I take on a trip to Peru')).toBe('iso.currency')
  })

  it('halves the qualifier of a compound read in the other order, not its head', () => {
    expect(first('banco de alimentos en Sevilla para donar comida')).not.toBe('nutrition.food')
  })
})

describe('the story told around a need (s18/ind4)', () => {
  it('weighs the caller\'s people and the names of months and weekdays as little as a known word or a date', () => {
    expect(storyWeight('nephew')).toBe(1)
    expect(storyWeight("brother's")).toBe(1)
    expect(storyWeight('September')).toBe(0)
    expect(storyWeight('deficit')).toBeUndefined()
    expect(storyWeight('may')).toBeUndefined()
  })

  it('answers a need told with the caller\'s people around it', () => {
    expect(first("my cousin flies out of Heathrow soon; is the London exchange still trading at this hour")).toBe('markets.status')
  })
})

describe('everyday words for a situation (s22/ind)', () => {
  // Each was answered with no match, or another operation, before the vocabulary lines of s22/ind.
  it('reads the everyday words of a need in the plugin that owns it', () => {
    expect(first('are companies posting fewer help-wanted ads this spring')).toBe('labor.openings')
    expect(first("what's scrap copper worth this week")).toBe('econ.commodity')
    expect(first('my heating bill doubled, what is wholesale natural gas going for')).toBe('energy.prices')
    expect(first('when did the FDA give the green light to tirzepatide')).toBe('medical.drug-approval')
    expect(first('another way to say tired for my poem')).toBe('word.related')
    expect(first('how many workdays until my paternity leave begins')).toBe('calendar.business-days')
    expect(first('is the water warm enough to swim at Duluth today')).toBe('weather.marine')
    expect(first('the chemical plant by the river, has it broken pollution rules')).toBe('gov.epa-facilities')
    expect(first("what's in the infrastructure bill, in plain english")).toBe('gov.bill-summaries')
    expect(first("which flights are taking off from O'Hare tonight")).toBe('flight.airport-board')
    expect(first('pick a random winner for the office raffle fairly')).toBe('crypto.vrf')
    expect(first('my aunt is having surgery at Mercy Hospital; do patients come out okay there')).toBe('health.hospital-quality')
    expect(first('the toaster oven sparked; is there a safety notice for that model')).toBe('gov.product-recalls')
    expect(first('which companies are similar to Etsy')).toBe('stocks.peers')
  })

  it('reads a relative by marriage as the caller\'s people, not as a law', () => {
    expect(tokenize('my mother-in-law and my in-laws')).not.toContain('law')
    expect(storyWeight('inlaws')).toBe(1)
  })
})

describe('everyday words for a situation, round eight (s25/ind)', () => {
  // Each was answered with no match, or another operation, before the vocabulary lines of s25/ind.
  it('reads the everyday words of a need in the plugin that owns it', () => {
    expect(first('is the contractor we want to hire barred from government work')).toBe('gov.exclusions')
    expect(first('any food products withdrawn from stores for undeclared peanuts')).toBe('gov.fda-food-recalls')
    expect(first("I'd like my congresswoman's wealth report with her assets and debts")).toBe('gov.congress-filings')
    expect(first('what hearings did the House hold on drug prices')).toBe('gov.congress-hearing')
    expect(first("is the Ford Explorer's rear suspension being investigated by regulators")).toBe('vehicle.investigations')
    expect(first('is power more expensive in Massachusetts than in Florida for households')).toBe('energy.electricity-rates')
    expect(first('who owned the co-op in Manhattan before us and when was it sold')).toBe('property.nyc-deed-history')
    expect(first('which startups are set to debut on the NYSE this month')).toBe('calendar.ipo')
    expect(first('does Wall Street think I should hold or sell my Intel shares')).toBe('stocks.recommendations')
    expect(first("every company's revenue for fiscal 2022 in one list")).toBe('finance.xbrl-frames')
    expect(first('was my blood thinner officially approved or only sold as a compound')).toBe('medical.drug-approval')
    expect(first("are there federal cases against my landlord's company")).toBe('law.docket-search')
    expect(first('are there any planets outside our solar system that could hold water')).toBe('space.exoplanet')
  })
})
