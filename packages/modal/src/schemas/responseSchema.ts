/** Anything with zod's safeParse: classic and mini schemas both fit (what `fetchJson` validates with). */
export type ResponseSchema<T> = {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ message: string }> } }
}
