/**
 * Time words a schedule's delivery is said with ("remind my agent tomorrow morning", "in 45 seconds
 * call my webhook", "poke my billing bot at end of month", "every other Tuesday at noon"), beyond the
 * recurrence the schedule intent always reads (intents.ts): alone they are a question's data ("will it
 * rain tomorrow morning"), so they say "a time to run at" only when the task also asks for a delivery
 * to the caller or its software (DELIVERY).
 */
const NUMBER = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty[- ]five|ninety|a few|a couple(?: of)?|several)`
const SPAN = '(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?)'
const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)'
const PART = '(?:morning|afternoon|evening|night|noon|midnight)'

export const DELIVERY_TIME = new RegExp(
  [
    String.raw`\bin ${NUMBER} ${SPAN}\b`,
    String.raw`\b${NUMBER} ${SPAN} (?:from now|from today|later|before midnight)\b`,
    String.raw`\b\d+[- ](?:second|minute|hour|day)\b`,
    String.raw`\b(?:tomorrow|tonight|this) ${PART}\b|\btonight\b|\btomorrow\b`,
    String.raw`\b(?:at|by|around) (?:dawn|dusk|sunrise|sunset|lunch(?:time)?|close of business|cob|eod|market (?:open|close)|the (?:market )?(?:open|close)|the top of (?:the|each|every) hour)\b|\bon the hour\b|\baround lunchtime\b`,
    String.raw`\b(?:end|start|beginning|close) of (?:the |each |every )?(?:business )?(?:day|week|month|quarter|year)\b`,
    String.raw`\b(?:first|last|second|third|fourth|final|1st|2nd|3rd|4th) (?:business |working |week)?(?:day|${DAY}) of (?:the|each|every|a) (?:month|quarter|year)\b`,
    String.raw`\bon the \d{1,2}(?:st|nd|rd|th)\b`,
    String.raw`\b(?:next |this |on )?${DAY}s? (?:at |morning|afternoon|evening|night|\d)`,
    String.raw`\b(?:on )?(?:christmas|new year'?s) (?:day|eve)\b|\bafter the weekend\b`,
    String.raw`\b(?:daily|nightly|weekly|monthly|fortnightly|biweekly)\b`,
  ].join('|'),
  'i',
)

/** A delivery the schedule makes at its time: a call, ping or reminder to the caller or its software. */
export const DELIVERY = /\b(?:remind|ping|poke|nudge|call|hit|trigger|fire|wake|post|send|kick off|start|notify|text|message|e-?mail)(?:s|ed|ing)?\b[^.?!]*\b(?:me|us|my|our|https?:\/\/|webhook|endpoint|callback|url)\b|\b(?:my|our) (?:[\w'-]+ ){0,2}(?:agent|bot|worker|server|endpoint|url|webhook|hook|service|app|backend|script|job)s?\b[^.?!]*\b(?:remind|ping|poke|nudge|call|hit|trigger|fire|wake|post|send|kick off|start)\b/i
