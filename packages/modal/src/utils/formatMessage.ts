/** A locale's messages by their English source text (docs/behaviour.md#locale). */
export type Catalog = Record<string, string>

/** Values a message's `{name}` placeholders take. */
export type MessageValues = Record<string, string | number>

/** `message` with each `{name}` replaced by `values.name` (a placeholder without a value stays). */
export const formatMessage = (message: string, values?: MessageValues): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => `${values?.[name] ?? whole}`)
