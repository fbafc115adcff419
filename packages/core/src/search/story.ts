/**
 * Words of the story a caller tells around a need, which say neither an act nor an object an operation
 * would have to serve: the caller's people ("my nephew keeps ranting about the deficit", "my cousin flies
 * out of Heathrow") and the names of months and weekdays ("how big was it for September"), a date the
 * task gives like a number. Unmatched, such a word weighs storyWeight in a task's coverage instead of an
 * unknown common word's, so a story told around a need does not pull its answer under the confidence bar (s18/ind4).
 */
const PEOPLE = new Set(
  (
    'mom mum mommy mother dad daddy father parent parents stepmom stepdad sister brother sibling siblings aunt uncle nephew niece cousin cousins ' +
    'grandma grandpa granny grandmother grandfather grandparents grandson granddaughter grandkids grandchildren wife husband spouse ' +
    'son daughter kid kids child children toddler baby stepson stepdaughter boss coworker coworkers colleague colleagues neighbor neighbour ' +
    'neighbors neighbours friend friends roommate boyfriend girlfriend fiance fiancee inlaw inlaws'
  ).split(' '),
)
const CALENDAR_NAMES = new Set(
  'january february march april june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(' '),
)
/** An unmatched person word: who the task is about, weighing as little as a known word can. */
const PERSON_WEIGHT = 1

/** The coverage weight of an unmatched story word ("'s" aside), or undefined for any other word. */
export function storyWeight(word: string): number | undefined {
  const bare = word.toLowerCase().replace(/['’]s$/, '')
  if (CALENDAR_NAMES.has(bare)) return 0
  return PEOPLE.has(bare) ? PERSON_WEIGHT : undefined
}
