import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.tsx';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first two letters, upper-cased', () => {
    expect(initials('ivan_petrov')).toBe('IV');
  });
  it('ignores surrounding spaces and keeps a one-letter name whole', () => {
    expect(initials('  zed')).toBe('ZE');
    expect(initials('Q')).toBe('Q');
  });
  it('never splits a character made of two code units', () => {
    expect(initials('😀bob')).toBe('😀B');
  });
});

describe('Avatar', () => {
  it('shows the picture while it loads fine', () => {
    const { container } = render(<Avatar name="ivan_petrov" src="https://example.com/a.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
    expect(screen.getByRole('img', { name: 'ivan_petrov' }).textContent).toBe('');
  });
  it('falls back to the initials when the picture fails, and tries a new picture again', () => {
    const { container, rerender } = render(<Avatar name="ivan_petrov" src="https://example.com/broken.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'ivan_petrov' }).textContent).toBe('IV');
    rerender(<Avatar name="ivan_petrov" src="https://example.com/new.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/new.png');
  });
  it('shows the initials when there is no picture', () => {
    render(<Avatar name="maria" src={null} />);
    expect(screen.getByRole('img', { name: 'maria' }).textContent).toBe('MA');
  });
});
