import { useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { PlainButton } from '../Button/PlainButton.tsx';
import { vars, visuallyHidden } from '../theme/index.ts';
import {
  arrow,
  carousel,
  container,
  controls,
  gapVar,
  perViewVars,
  slide,
  viewport,
  viewportMoving,
} from './Carousel.css.ts';
import { breakpointOrder, resolveSlidesPerView, type SlidesPerView } from './slidesPerView.ts';

export interface CarouselProps {
  /** The slides, in order; each is labelled 'N of M' for assistive technology. */
  slides: readonly ReactNode[];
  /** Slides shown at once from each breakpoint up, e.g. `{ base: 2, md: 4, lg: 5, xl: 8 }`. */
  slidesPerView?: SlidesPerView;
  /** Space between slides, any CSS length. */
  gap?: string;
  /** Names the carousel for assistive technology, e.g. 'Last trades'. */
  label: string;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

type EmblaApi = EmblaCarouselType;

const emblaOptions: EmblaOptionsType = {
  align: 'start',
  // A slide counts as in view (and is announced) once three quarters of it shows.
  inViewThreshold: 0.75,
  containScroll: 'trimSnaps',
  slidesToScroll: 'auto',
};

/**
 * Embla on the viewport the returned ref is given to, loaded once the carousel is near the window (or asked to move):
 * the slides draw in place at once (the buttons disabled, as before any carousel can scroll), and the scrolling comes
 * a moment later without moving them. Neither Embla's code nor its measuring weighs on the first load of a page whose
 * carousel is further down (on a phone, the home page's reviews), and two carousels are not set up in one long task.
 * The third value sets Embla up at once (an arrow pressed before it came).
 */
function useEmbla(): [(viewport: HTMLDivElement | null) => void, EmblaApi | undefined, () => void] {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [isWanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaApi>();
  useEffect(() => {
    if (!viewport || isWanted) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, isWanted]);
  useEffect(() => {
    if (!viewport || !isWanted) return;
    let instance: EmblaApi | undefined;
    let isCancelled = false;
    void import('embla-carousel').then(({ default: createEmbla }) => {
      if (isCancelled) return;
      instance = createEmbla(viewport, emblaOptions);
      setApi(instance);
    });
    return () => {
      isCancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, isWanted]);
  const setUpNow = useCallback(() => setWanted(true), []);
  return [setViewport, api, setUpNow];
}

interface ScrollState {
  canScrollPrev: boolean;
  canScrollNext: boolean;
}

const breakpointKeys = ['base', ...breakpointOrder] as const;

/**
 * Before Embla has measured anything: at the start, and able to go on when there are more slides than any window
 * shows (whatever the window, the server drawing the page does not know it), so the Next button works from the
 * first paint.
 */
function scrollBeforeMeasuring(total: number, perView: Record<(typeof breakpointKeys)[number], number>): ScrollState {
  return { canScrollPrev: false, canScrollNext: total > Math.max(...Object.values(perView)) };
}

/** A press of Previous or Next (one made before Embla has loaded is carried out once it has). */
type Move = 'prev' | 'next';

function moveEmbla(api: EmblaApi, move: Move): void {
  if (move === 'next') api.scrollNext();
  else api.scrollPrev();
}

/**
 * A horizontal carousel (Embla) with the accessible carousel pattern: a labelled region, slides labelled
 * 'N of M', previous/next buttons disabled at the ends, arrow keys while focus is inside, and a polite
 * announcement of the slides in view after each move.
 *
 * Use it for a row of like items the shopper browses sideways on the home page (last trades, reviews). Not for
 * results to compare or search (an `ItemGrid`), nor for content everyone must see: slides out of view are easily
 * missed.
 */
export function Carousel({
  slides,
  slidesPerView = { base: 1 },
  gap = vars.space.md,
  label,
  className,
}: CarouselProps) {
  const { t } = useLingui();
  const [viewportRef, emblaApi, setUpEmbla] = useEmbla();
  const total = slides.length;
  const perView = resolveSlidesPerView(slidesPerView);
  const [scroll, setScroll] = useState<ScrollState>(() => scrollBeforeMeasuring(total, perView));
  const [inView, setInView] = useState<number[]>([]);
  const movesBeforeEmbla = useRef<Move[]>([]);

  // Announced only once the visitor has moved the carousel, so the page does not speak on load.
  const hasMoved = useRef(false);

  useEffect(() => {
    if (!emblaApi) return;
    const updateScroll = (api: EmblaApi) => {
      setScroll({ canScrollPrev: api.canScrollPrev(), canScrollNext: api.canScrollNext() });
    };
    const onSelect = (api: EmblaApi) => {
      hasMoved.current = true;
      updateScroll(api);
    };
    const announceInView = (api: EmblaApi) => {
      if (hasMoved.current) setInView(api.slidesInView());
    };
    updateScroll(emblaApi);
    emblaApi.on('select', onSelect).on('reInit', updateScroll).on('slidesInView', announceInView);
    for (const move of movesBeforeEmbla.current.splice(0)) moveEmbla(emblaApi, move);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', updateScroll).off('slidesInView', announceInView);
    };
  }, [emblaApi]);

  const moveBy = useCallback(
    (move: Move) => {
      if (emblaApi) {
        moveEmbla(emblaApi, move);
        return;
      }
      movesBeforeEmbla.current.push(move);
      setUpEmbla();
    },
    [emblaApi, setUpEmbla],
  );

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') moveBy('prev');
    else if (event.key === 'ArrowRight') moveBy('next');
    else return;
    event.preventDefault();
  }

  const first = inView.length > 0 ? Math.min(...inView) + 1 : undefined;
  const last = inView.length > 0 ? Math.max(...inView) + 1 : undefined;

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={label}
      onKeyDown={onKeyDown}
      className={[carousel, className].filter(Boolean).join(' ')}
      style={assignInlineVars({
        [gapVar]: gap,
        ...Object.fromEntries(breakpointKeys.map((key) => [perViewVars[key], String(perView[key])])),
      })}
    >
      <div className={controls}>
        <PlainButton
          variant="secondary"
          size="sm"
          aria-label={t`Previous slides`}
          disabled={!scroll.canScrollPrev}
          onClick={() => moveBy('prev')}
        >
          <svg className={arrow} viewBox="0 0 20 20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z"
            />
          </svg>
        </PlainButton>
        <PlainButton
          variant="secondary"
          size="sm"
          aria-label={t`Next slides`}
          disabled={!scroll.canScrollNext}
          onClick={() => moveBy('next')}
        >
          <svg className={arrow} viewBox="0 0 20 20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4z"
            />
          </svg>
        </PlainButton>
      </div>
      {/* Focusable so the arrow keys work even when the slides hold nothing focusable. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the viewport takes the carousel's arrow keys */}
      <div ref={viewportRef} className={emblaApi ? `${viewport} ${viewportMoving}` : viewport} tabIndex={0}>
        <div className={container}>
          {slides.map((content, index) => {
            const position = index + 1;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a form fieldset
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position in the list
                key={index}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${total}`}
                className={slide}
              >
                {content}
              </div>
            );
          })}
        </div>
      </div>
      <div aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {first !== undefined &&
          last !== undefined &&
          (first === last ? t`Slide ${first} of ${total}` : t`Slides ${first} to ${last} of ${total}`)}
      </div>
    </section>
  );
}
