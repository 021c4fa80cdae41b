import './jitless'
import * as z from 'zod/mini'
import { APP_EVENT_PREFIX, FRAME_EVENT_PREFIX } from '../constants'
import {
  FRAME_REQUEST_NAMES,
  FRAME_REQUESTS,
  type FrameRequestName,
  type FrameRequestParsedPayload,
  type FrameRequestResult,
} from './requests'

const id = z.optional(z.string())
// An error reply without a message still settles its request ('An error occurred') (docs/behaviour.md#errors);
// `code` is the provider error code an RPC failure keeps (a wallet-call code 5700-5760, ...).
const errorPayload = z.optional(
  z.object({ message: z.optional(z.string()), code: z.optional(z.number()) }),
)

/** A page-to-frame message. */
export type AppEvent = {
  [K in FrameRequestName]: {
    type: `${typeof APP_EVENT_PREFIX}${K}`
    id?: string | undefined
    payload?: FrameRequestParsedPayload<K>
  }
}[FrameRequestName]

/** A frame-to-page message: a reply to a request, READY or SESSION_UPDATE. */
export type FrameEvent =
  | {
      [K in FrameRequestName]:
        | {
            type: `${typeof FRAME_EVENT_PREFIX}${K}_SUCCESS`
            id?: string | undefined
            payload?: FrameRequestResult<K>
          }
        | {
            type: `${typeof FRAME_EVENT_PREFIX}${K}_ERROR`
            id?: string | undefined
            payload?: { message?: string | undefined; code?: number | undefined } | undefined
          }
    }[FrameRequestName]
  | {
      type: '@w3m-frame/READY'
      id?: string | undefined
      payload?: { version?: string | undefined } | undefined
    }
  | { type: '@w3m-frame/SESSION_UPDATE'; id?: string | undefined; payload: { token: string } }

type Option = z.ZodMiniObject<{ type: z.ZodMiniLiteral<string> } & z.core.$ZodLooseShape>

const option = (type: string, payload: z.ZodMiniType): Option =>
  z.object({ type: z.literal(type), id, payload }) as unknown as Option

/** Discriminated union on `type` of every page-to-frame message. */
export const appEventSchema = z.discriminatedUnion(
  'type',
  FRAME_REQUEST_NAMES.map((name) =>
    option(APP_EVENT_PREFIX + name, FRAME_REQUESTS[name].payload),
  ) as [Option, ...Option[]],
) as unknown as z.ZodMiniType<AppEvent>

/** Discriminated union on `type` of every frame-to-page message. */
export const frameEventSchema = z.discriminatedUnion('type', [
  option(`${FRAME_EVENT_PREFIX}READY`, z.optional(z.object({ version: z.optional(z.string()) }))),
  option(`${FRAME_EVENT_PREFIX}SESSION_UPDATE`, z.object({ token: z.string() })),
  ...FRAME_REQUEST_NAMES.flatMap((name) => [
    option(`${FRAME_EVENT_PREFIX}${name}_SUCCESS`, FRAME_REQUESTS[name].result),
    option(`${FRAME_EVENT_PREFIX}${name}_ERROR`, errorPayload),
  ]),
]) as unknown as z.ZodMiniType<FrameEvent>
