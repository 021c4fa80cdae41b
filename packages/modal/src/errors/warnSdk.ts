import { SDK_WARNINGS } from './errors'

/** An SDK warning code of docs/behaviour.md#errors. */
export type SdkWarningCode = keyof typeof SDK_WARNINGS

/** Logs an SDK warning by its code and name (APKTW002 'Invalid Email Address', ...). */
export function warnSdk(code: SdkWarningCode, details?: string): void {
  console.warn(`[w3m] ${code} ${SDK_WARNINGS[code]}${details ? `: ${details}` : ''}`)
}
