import { createContext, useContext } from 'react'

/**
 * Storybook's toolbar globals as the story frames read them: a theme chosen there (or by the
 * render check's dark variant, `globals=theme:dark`) overrides the story's own.
 */
export type StoryGlobals = {
  theme?: 'light' | 'dark' | undefined
  /** The toolbar's `locale` (empty: the story's own). */
  locale?: string | undefined
}

/** The globals of the story being rendered; empty outside Storybook. */
export const StoryGlobalsContext = createContext<StoryGlobals>({})

/** The theme a story frame shows: the toolbar's when chosen, else the story's own. */
export function useStoryTheme(own: 'light' | 'dark' | undefined): 'light' | 'dark' {
  return useContext(StoryGlobalsContext).theme ?? own ?? 'light'
}

/** The locale the toolbar chose for a story frame, if any. */
export function useStoryLocale(): string | undefined {
  return useContext(StoryGlobalsContext).locale || undefined
}
