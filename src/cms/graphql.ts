import type { ValidationRule } from 'graphql'
import type { AfterErrorHook } from 'payload'

/**
 * GraphQL without "Did you mean …?" (production only). With introspection off, graphql-js still
 * named the closest types and fields in its errors (`Cannot query field "Enquirie" … Did you mean
 * "Enquiries"?`), which listed the schema one guess at a time.
 */

/**
 * A validation rule that runs no check of its own: it tells the validation context every rule
 * shares to leave suggestions out (graphql-js 16 reads `context.hideSuggestions` when a rule reports,
 * and Payload's handler offers no way to pass graphql's own `hideSuggestions` option).
 */
export const hideSuggestions: ValidationRule = (context) => {
  Object.defineProperty(context, 'hideSuggestions', { value: true })
  return {}
}

/** Errors found while executing (a variable's value) carry suggestions too: cut them off. */
export const withoutSuggestions = (message: string) => message.replace(/\s*Did you mean [^]*$/, '')

/** The same for errors reported after validation (Payload's error handler, GraphQL only). */
export const graphQLSuggestionsOff: AfterErrorHook = ({ graphqlResult }) => {
  if (!graphqlResult?.message?.includes('Did you mean')) return
  return { graphqlResult: { ...graphqlResult, message: withoutSuggestions(graphqlResult.message) } }
}

/** Payload's graphQL settings for the environment: suggestions off unless developing. */
export const graphQLConfig = (production: boolean) => ({
  disablePlaygroundInProduction: true,
  ...(production ? { validationRules: () => [hideSuggestions] } : {}),
})
