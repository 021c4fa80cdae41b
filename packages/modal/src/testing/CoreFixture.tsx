import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { adoptListStyles } from '../components/styles/useListStyles'
import { useShadowRoot } from '../components/styles/useShadowRoot'
import type { Core } from '../core/createCore'
import { CoreContext } from '../hooks/coreContext'
import { loadCatalog } from '../i18n/loadCatalog'
import { pickLocale } from '../i18n/locales'
import type { Stores } from '../stores/createStores'
import type { ModalOptions } from '../utils/resolveOptions'
import { createTestCore } from './createTestCore'
import { useStoryLocale, useStoryTheme } from './storyGlobals'
import { useStoryImages } from './storyImages'

/**
 * Renders `children` on `core` inside a shadow root carrying the modal's styles and theme; a
 * locale chosen in Storybook's toolbar becomes the core's, with its catalog and direction.
 */
export function CoreFixture(props: { core: Core; theme?: 'light' | 'dark'; children: ReactNode }) {
  const { host, root } = useShadowRoot()
  // The views' styles, which the modal's UI adopts itself (a story renders a view without it).
  useLayoutEffect(() => {
    if (root) adoptListStyles(root)
  }, [root])
  const theme = useStoryTheme(props.theme)
  const chosen = useStoryLocale()
  const locale = chosen ? pickLocale(chosen) : undefined
  useEffect(() => {
    if (!locale) return
    const { options } = props.core.stores
    options.locale = locale
    void loadCatalog(options, locale, () => pickLocale(options.locale))
  }, [props.core, locale])
  useStoryImages(props.core)
  return (
    <CoreContext.Provider value={props.core}>
      <div ref={host}>
        {root
          ? createPortal(
              <div
                className="w3m-root"
                data-theme={theme}
                lang={locale}
                dir={locale ? (locale === 'ar' ? 'rtl' : 'ltr') : undefined}
              >
                <main className="w3m-dialog" aria-label="Story">
                  <div className="w3m-body">
                    <div className="w3m-view">{props.children}</div>
                  </div>
                </main>
              </div>,
              root,
            )
          : null}
      </div>
    </CoreContext.Provider>
  )
}

/** Story arguments of a view on a fixture core: the state to show and the theme. */
export type FixtureStoryArgs = {
  setup?: (stores: Stores) => void
  theme?: 'light' | 'dark'
  /** Options of the fixture's modal (networks, ...). */
  options?: Partial<ModalOptions>
}

/** A story's frame: a fixture core made once with `setup`, in the light or dark theme. */
export function FixtureStory(props: FixtureStoryArgs & { children: ReactNode; offline?: boolean }) {
  const [core] = useState(() =>
    createTestCore({
      connected: true,
      offline: props.offline,
      setup: props.setup,
      options: props.options,
    }),
  )
  return (
    <CoreFixture core={core} theme={props.theme ?? 'light'}>
      {props.children}
    </CoreFixture>
  )
}
