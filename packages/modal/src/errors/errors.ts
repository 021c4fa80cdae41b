import { BaseError, type BaseErrorParameters } from './baseError'

/** The wallet refused the connection (EIP-1193 code 4001). */
export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connection rejected', { ...parameters, code: 'CONNECTION_REJECTED' })
  }
}

/** Any other failure while connecting. */
export class ConnectFailedError extends BaseError {
  override name = 'ConnectFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to connect', { ...parameters, code: 'FAILED_TO_CONNECT' })
  }
}

/** The visitor closed the modal while a connection was pending (docs/behaviour.md#errors). */
export class ModalClosedError extends BaseError {
  override name = 'ModalClosedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Modal closed', { ...parameters, code: 'MODAL_CLOSED' })
  }
}

/** An action needs a connected account and the account is still connecting or reconnecting (docs/behaviour.md#errors). */
export class InvalidConnectionStatusError extends BaseError {
  override name = 'InvalidConnectionStatusError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid connection status', { ...parameters, code: 'INVALID_CONNECTION_STATUS' })
  }
}

/** The wallet sits on, or was asked for, a chain the modal is not configured for. */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unsupported chain', { ...parameters, code: 'UNSUPPORTED_CHAIN' })
  }
}

/** Disconnecting failed. */
export class DisconnectFailedError extends BaseError {
  override name = 'DisconnectFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to disconnect', { ...parameters, code: 'FAILED_TO_DISCONNECT' })
  }
}

/** Making another connection the active one failed (docs/behaviour.md#connections). */
export class SwitchConnectionFailedError extends BaseError {
  override name = 'SwitchConnectionFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to switch wallet', { ...parameters, code: 'FAILED_TO_SWITCH_CONNECTION' })
  }
}

/** No connector with the requested id is known. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No connector found for connection', { ...parameters, code: 'CONNECTOR_NOT_FOUND' })
  }
}

/** The SDK codes of docs/behaviour.md#errors the modal raises itself. */
export const SDK_ERRORS = {
  APKT001: 'Network Not Found',
  APKT002: 'Invalid App Configuration',
  APKT003: 'Network Error: Wallet Load Failed',
  APKT004: 'Wallet Request Timeout',
  APKT005: 'Unverified Domain',
  APKT006: 'Session Expired',
  APKT007: 'Invalid Project ID',
  APKT008: 'Project ID Missing',
  APKT009: 'Server Error',
  APKT010: 'Rate Limited',
} as const

/** The SDK warnings of docs/behaviour.md#errors, by code. */
export const SDK_WARNINGS = {
  APKTW001: 'Inactive Namespace Not Connected',
  APKTW002: 'Invalid Email Address',
} as const

/** An SDK code of docs/behaviour.md#errors. */
export type SdkErrorCode = keyof typeof SDK_ERRORS

/** An error an API answered, mapped to an SDK code (APKT007 for an unknown projectId, ...). */
export class SdkError extends BaseError {
  override name = 'SdkError'
  /** The HTTP status of the answer, when the error is one. */
  readonly status: number | undefined
  constructor(
    code: SdkErrorCode,
    { status, ...parameters }: Omit<BaseErrorParameters, 'code'> & { status?: number } = {},
  ) {
    super(SDK_ERRORS[code], { ...parameters, code })
    this.status = status
  }
}

/** A response that does not have the shape the modal expects. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Server Error', { ...parameters, code: 'APKT009' })
  }
}

/** Bad configuration passed to createModal or the element's attributes. */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid App Configuration', { ...parameters, code: 'APKT002' })
  }
}
