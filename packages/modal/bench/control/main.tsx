import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const CHOICES = ['First', 'Second', 'Third', 'Fourth'] as const

/**
 * The benchmark's control: the least a React 19 page can do for the same click — a button that
 * opens a dialog of four buttons, no styles, no animation, no network.
 */
function Control() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" data-testid="control-open" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <div role="dialog" aria-modal="true" aria-label="Choose">
          <ul>
            {CHOICES.map((choice) => (
              <li key={choice}>
                <button type="button" onClick={() => setOpen(false)}>
                  {choice}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<Control />)
