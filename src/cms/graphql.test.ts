import { buildSchema, parse, specifiedRules, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { graphQLSuggestionsOff, hideSuggestions, withoutSuggestions } from './graphql'

const schema = buildSchema(`
  type Enquiry { id: ID! }
  enum Locale { zh en }
  type Query { Enquiries(locale: Locale): [Enquiry] }
`)
const errorsOf = (query: string, rules = specifiedRules) =>
  validate(schema, parse(query), rules).map((e) => e.message)

describe('GraphQL without suggestions', () => {
  it('names no field or type of the schema in a refused query', () => {
    // graphql-js's own answer, to show what is being hidden.
    expect(errorsOf('{ Enquirie { id } }').join()).toContain('Did you mean "Enquiries"?')
    const hidden = errorsOf('{ Enquirie { id } } query q($l: Locle) { Enquiries(locale: $l) { idd } }', [
      ...specifiedRules,
      hideSuggestions,
    ])
    expect(hidden.length).toBeGreaterThanOrEqual(3)
    expect(hidden.join('\n')).not.toMatch(/Did you mean|Enquiries"\?|Locale/)
  })

  it('cuts the suggestion off an error found while executing', async () => {
    const message =
      'Variable "$l" got invalid value "zz"; Value "zz" does not exist in "Locale" enum. Did you mean the enum value "zh"?'
    expect(withoutSuggestions(message)).toBe(
      'Variable "$l" got invalid value "zz"; Value "zz" does not exist in "Locale" enum.',
    )
    const result = await graphQLSuggestionsOff({ graphqlResult: { message } } as never)
    expect(result && result.graphqlResult?.message).toBe(withoutSuggestions(message))
    expect(await graphQLSuggestionsOff({ graphqlResult: { message: 'Forbidden' } } as never)).toBeUndefined()
  })
})
