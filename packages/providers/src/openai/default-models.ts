/*
 * The operations of settings.ai without a local fallback whose model is picked by
 * operationModels.<name>, else this default: the settings check refuses an operationModels
 * entry whose default is unset (core checks one path per requirement, not "this or that").
 */
export const DEFAULT_MODEL_OF: Readonly<Record<string, 'textModel' | 'visionModel'>> = {
  'classify': 'textModel', 'translate': 'textModel', 'summarize': 'textModel', 'extract': 'textModel',
  'research': 'textModel', 'web-answer': 'textModel', 'describe-image': 'visionModel',
}
