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

/** The SDK warnings of docs/behaviour.md#errors, by code. */
export const SDK_WARNINGS = {
  APKTW001: 'Inactive Namespace Not Connected',
  APKTW002: 'Invalid Email Address',
} as const

/** A response that does not have the shape the modal expects. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Server Error', { ...parameters, code: 'APKT009' })
  }
}

export { InvalidOptionsError, SDK_ERRORS, SdkError, type SdkErrorCode } from './sdkError'
