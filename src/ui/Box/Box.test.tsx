import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box, Panel } from './Box.tsx';

describe('Box', () => {
  it('turns layout props into atom classes and passes every other prop to the element', () => {
    render(
      <Box as="section" gap="md" display="flex" aria-label="Filters" id="filters" className="own">
        content
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Filters' });
    expect(section.tagName).toBe('SECTION');
    expect(section.id).toBe('filters');
    expect(section.getAttribute('gap')).toBeNull();
    expect(section.getAttribute('display')).toBeNull();
    expect(section.className.split(' ')).toContain('own');
    expect(section.className.split(' ').length).toBeGreaterThanOrEqual(3);
  });

  it('gives a panel its own atoms, which the caller may override', () => {
    const { container } = render(
      <>
        <Panel>a</Panel>
        <Panel padding="sm">b</Panel>
      </>,
    );
    const [standard, compact] = Array.from(container.children);
    expect(standard?.className).not.toBe(compact?.className);
  });
});
