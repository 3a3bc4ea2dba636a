/**
 * Stands in for @rjsf/utils' `shallowAllOfMerge` (and with it @x0k/json-schema-merge, ~5 KB of the
 * first load) when no flow's form has `allOf` or `patternProperties`: rjsf merges schemas for those
 * alone (retrieveSchema, omitExtraData). trim.ts keeps the real one for a build whose flows use them.
 */
export default function shallowAllOfMerge(): never {
  throw new Error('No flow merges allOf schemas: the widget was built without the merge (src/widget/build/trim.ts)');
}
