/**
 * The in-page half of the benchmark, as plain JS text added before any page script (tsx's helpers
 * must not leak into the page). It times from the trusted event's own `timeStamp` to the paint
 * that shows the state asked for: each animation frame checks the DOM (the state that frame will
 * paint), and a state first seen there is stamped by a MessageChannel task, which runs once that
 * frame has been painted.
 *
 * Kinds: `control` (the bare page: a dialog of four buttons) and `w3m` (<w3m-modal>'s Connect).
 * Marks, in ms after the click: `visible` (the dialog), `firstRow` (its first wallet row, a
 * placeholder row not counting; the control's first button), `complete` (Connect with the explorer's featured wallets, their images loaded, nothing
 * loading), `settled` (complete and no animation running, in the document or the shadow root).
 */
export const PROBE_SCRIPT = `(() => {
  const stampAfterPaint = (record) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => record(performance.now())
    channel.port2.postMessage(0)
  }
  const modalRoot = () => document.querySelector('w3m-modal')?.shadowRoot ?? null
  // Not hidden by display, content-visibility or visibility (the shell is drawn ahead, hidden).
  const isShown = (node) => !!node && node.checkVisibility({ visibilityProperty: true })
  const noAnimations = () =>
    document.getAnimations().length === 0 && (modalRoot()?.getAnimations().length ?? 0) === 0
  const conditions = {
    control: (featured) => {
      const dialog = document.querySelector('[role="dialog"]')
      const visible = isShown(dialog)
      const firstRow = visible && isShown(dialog.querySelector('li button'))
      return { visible, firstRow, complete: firstRow, settled: firstRow && noAnimations() }
    },
    w3m: (featured) => {
      const dialog = modalRoot()?.querySelector('[role="dialog"]')
      const visible = isShown(dialog) && dialog.querySelector('h2')?.textContent === 'Connect wallet'
      // A row that is a wallet, not one of the shell's or Connect's placeholder rows.
      const firstRow =
        visible && isShown(dialog.querySelector('ul[aria-label="Wallets"] > li:not([aria-hidden="true"]) button'))
      const complete =
        firstRow &&
        featured.every((id) => isShown(dialog.querySelector('[data-testid="w3m-wallet-' + id + '"]'))) &&
        !!dialog.querySelector('[data-testid="w3m-all-wallets"] .w3m-tag') &&
        !dialog.querySelector('[role="status"], .w3m-spinner') &&
        [...dialog.querySelectorAll('img')].every((image) => image.complete)
      return { visible, firstRow, complete, settled: complete && noAnimations() }
    },
  }
  const probe = {
    clickAt: undefined,
    /** The start of the last frame before the click (a frame callback's time), the display's frame, and how far into its frame the click came. */
    frameAt: undefined,
    frameMs: Number.POSITIVE_INFINITY,
    phase: undefined,
    /** Notes the gap between two frame callbacks (the shortest is the display's frame); returns \`at\`. */
    frameGap(previous, at) {
      if (previous !== undefined && at > previous) probe.frameMs = Math.min(probe.frameMs, at - previous)
      return at
    },
    /** How far into its frame an event at \`at\` came, the frame having started at \`frameAt\`. */
    phaseOf(at, frameAt) {
      if (frameAt === undefined) return undefined
      return (at - frameAt) % (Number.isFinite(probe.frameMs) ? probe.frameMs : 1000 / 60)
    },
    marks: {},
    shift: 0,
    shifts: [],
    /**
     * Resolves once no resource (only scripts, with \`scriptsOnly\`: wagmi polls its RPC) has been
     * fetched for quietMs, and a frame has passed.
     */
    quiet(quietMs, scriptsOnly = false) {
      const deadline = performance.now() + 10_000
      return new Promise((resolve) => {
        const check = () => {
          // A page that never goes quiet still gets measured (the caller learns it from \`false\`).
          if (performance.now() > deadline) return resolve(false)
          const entries = performance
            .getEntriesByType('resource')
            .filter((entry) => !scriptsOnly || /\\.js($|\\?)/.test(entry.name))
          const last = Math.max(0, ...entries.map((entry) => entry.responseEnd || entry.startTime))
          // Then one frame more; not an idle callback: right after CDP's forced GC one closes the page.
          if (performance.now() - last >= quietMs)
            requestAnimationFrame(() => setTimeout(() => resolve(true), 0))
          else setTimeout(check, 50)
        }
        check()
      })
    },
    /** Starts watching for the click and the states of \`kind\`. */
    arm(kind, featured) {
      const check = conditions[kind]
      addEventListener(
        'click',
        (event) => {
          if (!event.isTrusted || probe.clickAt !== undefined) return
          probe.clickAt = event.timeStamp
          // How far into the display's frame the click came: after the last frame's start.
          probe.phase = probe.phaseOf(probe.clickAt, probe.frameAt)
        },
        { capture: true },
      )
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (probe.clickAt === undefined || entry.startTime < probe.clickAt) continue
          if (probe.marks.settled !== undefined) continue
          probe.shift += entry.value
          probe.shifts.push({
            at: Math.round(entry.startTime - probe.clickAt),
            value: entry.value,
            nodes: (entry.sources ?? []).map((source) => {
              const node = source.node
              return node ? node.nodeName.toLowerCase() + (node.className ? '.' + node.className : '') + (node.dataset?.testid ? '#' + node.dataset.testid : '') : '?'
            }),
          })
        }
      }).observe({ type: 'layout-shift' })
      const seen = new Set()
      const frame = (at) => {
        if (probe.clickAt === undefined) probe.frameAt = probe.frameGap(probe.frameAt, at)
        else {
          const state = check(featured)
          for (const [name, met] of Object.entries(state)) {
            if (!met || seen.has(name)) continue
            seen.add(name)
            stampAfterPaint((at) => {
              probe.marks[name] = at - probe.clickAt
            })
          }
        }
        if (seen.size < 4) requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
    /**
     * The trigger's box once it is on the page (control: its button; w3m: <w3m-button>'s, in its
     * shadow root). Read here rather than with a Playwright locator, which would load Playwright's
     * page script into the page and so into its heap.
     */
    trigger(kind) {
      const find = () =>
        kind === 'control'
          ? document.querySelector('[data-testid="control-open"]')
          : document.querySelector('w3m-button')?.shadowRoot?.querySelector('[data-testid="w3m-button"]')
      return new Promise((resolve) => {
        const check = () => {
          const box = find()?.getBoundingClientRect()
          if (box && box.width > 0 && box.height > 0)
            resolve({ x: box.x, y: box.y, width: box.width, height: box.height })
          else requestAnimationFrame(check)
        }
        check()
      })
    },
    /** Resolves with the figures once every mark is in (checked each frame); rejects after timeoutMs. */
    done(timeoutMs) {
      return new Promise((resolve, reject) => {
        const deadline = performance.now() + timeoutMs
        const check = () => {
          const result = probe.result()
          if (result) resolve(result)
          else if (performance.now() > deadline) reject(new Error('marks missing: ' + JSON.stringify(probe.marks)))
          else requestAnimationFrame(check)
        }
        check()
      })
    },
    /** The figures once every mark is in, else null. */
    result() {
      const { marks, clickAt } = probe
      if (['visible', 'firstRow', 'complete', 'settled'].some((name) => marks[name] === undefined))
        return null
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).origin === location.origin && /\\.js($|\\?)/.test(entry.name))
      const bytes = (from, to) =>
        scripts
          .filter((entry) => entry.startTime >= from && entry.startTime < to)
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0)
      const completeAt = clickAt + marks.complete
      return {
        ...marks,
        phase: probe.phase,
        shift: probe.shift,
        shifts: probe.shifts,
        jsBefore: bytes(0, clickAt),
        filesBefore: scripts.filter((entry) => entry.startTime < clickAt).length,
        jsAfter: bytes(clickAt, completeAt),
        filesAfter: scripts.filter((entry) => entry.startTime >= clickAt && entry.startTime < completeAt).length,
      }
    },
    /** Every JS byte the page fetched after the click, so far. */
    jsAfterClick() {
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).origin === location.origin && /\\.js($|\\?)/.test(entry.name))
        .filter((entry) => entry.startTime >= probe.clickAt)
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0)
    },
    /** AllWallets: fills the wallets store with \`count\` wallets (the explorer's catalogue, repeated under new names). */
    async seedWallets(count) {
      const core = document.querySelector('w3m-modal').modal[Symbol.for('w3m.core')]
      const { data } = await core.explorer.getWallets({ entries: 1000 })
      const list = []
      for (let round = 0; list.length < count; round++)
        for (const wallet of data)
          if (list.length < count)
            list.push(round === 0 ? wallet : { ...wallet, id: wallet.id + '-' + round, name: wallet.name + ' ' + (round + 1), rdns: null })
      Object.assign(core.stores.wallets, { wallets: list, count: list.length, page: Math.ceil(list.length / 40), status: 'ready' })
      return list.length
    },
    /** AllWallets' rendered tiles, by test id. */
    tiles() {
      return [...(modalRoot()?.querySelectorAll('[data-testid="w3m-wallet-grid"] .w3m-tile') ?? [])].map(
        (tile) => tile.dataset.testid,
      )
    },
    /** Times the next trusted keystroke until the grid shows the wallets matching \`query\` (the first \`capacity\`). */
    armKeystroke(query, capacity) {
      const core = document.querySelector('w3m-modal').modal[Symbol.for('w3m.core')]
      const needle = query.trim().toLowerCase()
      const expected = core.stores.wallets.wallets
        .filter((wallet) => wallet.name.toLowerCase().includes(needle))
        .map((wallet) => 'w3m-wallet-' + wallet.id)
        .slice(0, capacity)
      const keystroke = { at: undefined, painted: undefined, phase: undefined, expected: expected.length }
      let frameAt
      probe.keystroke = keystroke
      addEventListener(
        'keydown',
        (event) => {
          if (!event.isTrusted || keystroke.at !== undefined) return
          keystroke.at = event.timeStamp
          keystroke.phase = probe.phaseOf(keystroke.at, frameAt)
        },
        { capture: true, once: true },
      )
      const frame = (at) => {
        if (keystroke.at === undefined) frameAt = probe.frameGap(frameAt, at)
        const input = modalRoot()?.querySelector('[data-testid="w3m-wallet-search"]')
        const tiles = probe.tiles()
        if (
          keystroke.at !== undefined &&
          input?.value === query &&
          tiles.length === expected.length &&
          tiles.every((id, index) => id === expected[index])
        ) {
          stampAfterPaint((paintedAt) => {
            keystroke.painted = paintedAt - keystroke.at
          })
          return
        }
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    },
  }
  window.__probe = probe
})()`
