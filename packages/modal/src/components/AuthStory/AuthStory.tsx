import { type ReactNode, useState } from 'react'
import type { Stores } from '../../stores/createStores'
import { CoreFixture, createFixtureCore } from '../CoreFixture/CoreFixture'

/** Story arguments of the login and embedded-wallet views: the state to show and the theme. */
export type AuthStoryArgs = { setup: (stores: Stores) => void; theme: 'light' | 'dark' }

/** Renders `children` on a fixture core set up by `setup` (no network: the frame never loads). */
export function AuthStory(props: AuthStoryArgs & { children: ReactNode }) {
  const [core] = useState(() => createFixtureCore(props.setup))
  return (
    <CoreFixture core={core} theme={props.theme}>
      {props.children}
    </CoreFixture>
  )
}
