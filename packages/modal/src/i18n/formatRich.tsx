import { Fragment, type ReactNode } from 'react'

/**
 * `message` (already translated) with each `{name}` replaced by the element `values.name`, so a
 * placeholder can carry markup (`<strong>{email}</strong>`) wherever the language puts it
 * (docs/behaviour.md#locale). A placeholder without a value stays as written.
 */
export function formatRich(message: string, values: Record<string, ReactNode>): ReactNode {
  const parts = message.split(/\{(\w+)\}/)
  return parts.map((part, index) =>
    // split puts the text at even indexes and the placeholder names at odd ones.
    index % 2 === 0 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never reorder.
      <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>
    ),
  )
}
