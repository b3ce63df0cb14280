import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  const create = vi.fn(() => api);
  return { api, create, arrive, arrived };
});

vi.mock('embla-carousel', async () => {
  await embla.arrived;
  return { default: embla.create };
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

describe('Carousel further down the page', () => {
  /** The window's observer, told by the test when the carousel comes near. */
  const nearing: IntersectionObserverCallback[] = [];
  const comesNear = () =>
    act(() => {
      for (const callback of nearing) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    });
  afterEach(() => {
    vi.unstubAllGlobals();
    nearing.length = 0;
  });
  const renderFarDown = () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          nearing.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    embla.arrive();
    embla.create.mockClear();
    embla.api.scrollNext.mockClear();
    render(
      <I18nProvider i18n={i18n}>
        <Carousel label="Reviews" slides={slides} slidesPerView={{ base: 2, xl: 8 }} />
      </I18nProvider>,
    );
  };

  it('sets Embla up once it comes near the window, not on the first load', async () => {
    renderFarDown();
    await act(async () => {});
    expect(embla.create).not.toHaveBeenCalled();
    comesNear();
    await vi.waitFor(() => expect(embla.create).toHaveBeenCalledOnce());
  });

  it('sets Embla up at once, and moves, when an arrow is pressed before it came near', async () => {
    renderFarDown();
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    await vi.waitFor(() => expect(embla.api.scrollNext).toHaveBeenCalledOnce());
    expect(embla.create).toHaveBeenCalledOnce();
  });
});
