import * as v from 'valibot'
import { occurrences } from '../local/occurrences.ts'
import { textTask } from '../text-task.ts'
import { sourcesInWords } from '@svc/core'

export const ENTITY_TYPES = ['PERSON', 'ORGANIZATION', 'LOCATION', 'DATE', 'TIME', 'MONEY', 'PERCENT', 'QUANTITY', 'PRODUCT', 'LAW', 'EVENT', 'NATIONALITY_OR_GROUP', 'FACILITY', 'WORK_OF_ART', 'LANGUAGE', 'OTHER'] as const

const schema = v.object({
  entities: v.array(v.object({ text: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), type: v.picklist(ENTITY_TYPES) })),
})

export default textTask({
  name: 'entities',
  sources: sourcesInWords('`textModel`; **local** without one: compromise English rules and patterns'),
  description: 'Named entities of a text (people, organizations, locations, dates, money, products, laws, events and more), each with a standard type and its mention count in the text; by the host\'s language model, billed by the tokens used. A host with no model finds them by English rules instead (local fallback, data.meta.engine "local", data.meta.method "compromise+patterns"): people, places, organizations and dates by the compromise library; money with its scale ($5 million), percentages, times, laws, events and products by patterns.',
  keywords: ['named entity recognition', 'ner', 'extract people and companies', 'find organizations in text', 'entity extraction'],
  async local({ input }) {
    // compromise loads on the first local call, not when the plugin is imported (host start-up).
    const { ENGINE, RULES_NOTE, ruleEntities } = await import('../local/entities.ts')
    const entities = ruleEntities(input.text)
    return { entities, total: entities.length, meta: { engine: 'local', method: ENGINE, library: 'compromise', note: RULES_NOTE } }
  },
  model: {
    instructions: `List the named entities of the user's text, each once, spelled exactly as in the text, with one type of: ${ENTITY_TYPES.join(', ')}.`,
    schema,
    maxTokens: 4000,
    billing: 'usage',
  },
  answer(value, text, model) {
    // Counted here, in the text: an entity the model spelled differently from the text is dropped.
    const seen = new Set<string>()
    const entities = value.entities.flatMap((entity) => {
      const key = `${entity.type} ${entity.text.toLowerCase()}`
      const mentions = occurrences(text, entity.text).length
      if (seen.has(key) || mentions === 0) return []
      seen.add(key)
      return [{ text: entity.text, type: entity.type, mentions }]
    }).sort((a, b) => b.mentions - a.mentions)
    return { entities, total: entities.length, meta: { engine: 'model', method: 'model', model: model.id } }
  },
})
