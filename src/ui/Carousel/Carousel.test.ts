import { describe, expect, it } from 'vitest';
import { resolveSlidesPerView } from './slidesPerView.ts';

describe('resolveSlidesPerView', () => {
  it('keeps every given breakpoint', () => {
    expect(resolveSlidesPerView({ base: 2, sm: 3, md: 4, lg: 5, xl: 8 })).toEqual({
      base: 2,
      sm: 3,
      md: 4,
      lg: 5,
      xl: 8,
    });
  });

  it('lets a missing breakpoint inherit from the one below', () => {
    expect(resolveSlidesPerView({ base: 2, md: 4, lg: 5, xl: 8 })).toEqual({ base: 2, sm: 2, md: 4, lg: 5, xl: 8 });
    expect(resolveSlidesPerView({ base: 1, lg: 3 })).toEqual({ base: 1, sm: 1, md: 1, lg: 3, xl: 3 });
    expect(resolveSlidesPerView({ base: 3 })).toEqual({ base: 3, sm: 3, md: 3, lg: 3, xl: 3 });
  });
});
