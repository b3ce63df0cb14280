import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#app/i18n.ts';
import { Carousel } from './Carousel.tsx';

/** Embla as the carousel loads it, held back until the test lets it arrive. */
const embla = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const api = {
    scrollNext: vi.fn(),
    scrollPrev: vi.fn(),
    canScrollNext: () => true,
    canScrollPrev: () => false,
    slidesInView: () => [0, 1],
    on: () => api,
    off: () => api,
    destroy: () => {},
  };
  return { api, arrive, arrived };
});

vi.mock('embla-carousel', async () => {
  await embla.arrived;
  return { default: () => embla.api };
});

const slides = Array.from({ length: 15 }, (_, index) => `Card ${index + 1}`).map((name) => <p key={name}>{name}</p>);

describe('Carousel before Embla has loaded', () => {
  it('offers Next from the first draw when the slides overflow every window, and scrolls once Embla is there', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Carousel label="Last trades" slides={slides} slidesPerView={{ base: 2, md: 4, lg: 5, xl: 8 }} />
      </I18nProvider>,
    );
    const next = screen.getByRole('button', { name: 'Next slides' });
    expect(next).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Previous slides' })).toHaveProperty('disabled', true);
    fireEvent.click(next);
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    await act(async () => embla.arrive());
    await vi.waitFor(() => expect(embla.api.scrollNext).toHaveBeenCalledOnce());
  });

  it('keeps Next off while it cannot tell, when the widest window would show every slide', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Carousel label="Reviews" slides={slides.slice(0, 2)} slidesPerView={{ base: 2, xl: 8 }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Next slides' })).toHaveProperty('disabled', true);
  });
});
