import type { Pos } from './files.ts'

/** Parts of speech as callers name them. */
export const PART_OF_SPEECH: Record<Pos, 'noun' | 'verb' | 'adjective' | 'adverb'> = { noun: 'noun', verb: 'verb', adj: 'adjective', adv: 'adverb' }
export const POS_OF_NAME = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' } as const
