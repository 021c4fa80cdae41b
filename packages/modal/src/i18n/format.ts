/** Values a message's `{name}` placeholders take. */
export type MessageValues = Record<string, string | number>

/** `message` with each `{name}` replaced by `values.name` (a placeholder without a value stays). */
export function formatMessage(message: string, values?: MessageValues): string {
  return values
    ? message.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      )
    : message
}
