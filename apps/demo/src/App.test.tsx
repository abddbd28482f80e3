import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { App } from './App.tsx'

it('renders the demo heading', () => {
  render(<App />)
  expect(screen.getByRole('heading', { name: 'Kit demo' })).toBeTruthy()
})
