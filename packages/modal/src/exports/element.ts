import { defineW3mElements } from '../element/defineElements'

// The side-effect entry: importing it defines <w3m-modal> and <w3m-button> (in a browser only).
defineW3mElements()

export { defineW3mElements }
