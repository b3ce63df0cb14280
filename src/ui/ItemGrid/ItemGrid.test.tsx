import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitingCell } from './ItemGrid.css.ts';
import { ItemGrid } from './ItemGrid.tsx';

interface Listing {
  id: number;
  name: string;
}

const listings = (names: string) =>
  names.split(' ').map((name, index) => ({ id: name.charCodeAt(0) * 100 + index, name }));

/** The browser's side, driven by each test: which cells are in view, when a frame is painted, when it is idle. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | undefined;
  readonly cells = new Set<Element>();
  private readonly report: IntersectionObserverCallback;
  constructor(report: IntersectionObserverCallback) {
    this.report = report;
    FakeIntersectionObserver.current = this;
  }
  observe(cell: Element) {
    this.cells.add(cell);
  }
  unobserve(cell: Element) {
    this.cells.delete(cell);
  }
  disconnect() {
    this.cells.clear();
  }
  /** Reports the cells at these places as in view, and every other watched cell as out of it. */
  showOnly(...places: number[]) {
    const entries = [...this.cells].map(
      (cell) =>
        ({
          target: cell,
          isIntersecting: places.includes(Number((cell as HTMLElement).dataset.cell)),
        }) as IntersectionObserverEntry,
    );
    act(() => this.report(entries, this as unknown as IntersectionObserver));
  }
}

let frames: FrameRequestCallback[] = [];
let idleTasks: IdleRequestCallback[] = [];
const paintFrame = () =>
  act(() => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(performance.now());
  });
const goIdle = () =>
  act(() => {
    const due = idleTasks;
    idleTasks = [];
    for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 10 });
  });

beforeEach(() => {
  frames = [];
  idleTasks = [];
  FakeIntersectionObserver.current = undefined;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.splice(handle - 1, 1, () => {}));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleTasks.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idleTasks.splice(handle - 1, 1, () => {}));
});
afterEach(() => vi.unstubAllGlobals());

function renderGrid(items: Listing[]) {
  const grid = (shown: Listing[]) => (
    <I18nProvider i18n={i18n}>
      <ItemGrid<Listing>
        items={shown}
        getKey={(item) => item.id}
        renderItem={(item) => <article aria-label={item.name}>{item.name}</article>}
        label="Results"
        page={1}
        hasNextPage={false}
        onPageChange={() => {}}
      />
    </I18nProvider>
  );
  const view = render(grid(items));
  return { showResults: (next: Listing[]) => view.rerender(grid(next)) };
}

const list = () => screen.getByRole('list', { name: 'Results' });
const cells = () => [...list().children] as HTMLElement[];
/** What each cell holds, and whether it is a card kept from before, hidden until the others are painted. */
const shown = () => cells().map((cell) => `${cell.textContent}${cell.className === waitingCell ? ' (waiting)' : ''}`);

describe('ItemGrid with new results', () => {
  it('draws the cards in view at once and the others once that frame is painted and the page is idle', () => {
    const { showResults } = renderGrid(listings('a b c d'));
    FakeIntersectionObserver.current?.showOnly(0, 1);

    showResults(listings('e f g h'));
    expect(shown()).toEqual(['e', 'f', 'c (waiting)', 'd (waiting)']);
    expect(list().getAttribute('aria-busy')).toBe('true');

    goIdle();
    expect(shown()).toEqual(['e', 'f', 'c (waiting)', 'd (waiting)']);
    paintFrame();
    goIdle();
    expect(shown()).toEqual(['e', 'f', 'g', 'h']);
    expect(list().hasAttribute('aria-busy')).toBe(false);
  });

  it('draws every card when a waiting cell comes into view', () => {
    const { showResults } = renderGrid(listings('a b c d'));
    FakeIntersectionObserver.current?.showOnly(0);
    showResults(listings('e f g h'));
    expect(shown()).toEqual(['e', 'b (waiting)', 'c (waiting)', 'd (waiting)']);

    FakeIntersectionObserver.current?.showOnly(1, 2);
    expect(shown()).toEqual(['e', 'f', 'g', 'h']);
  });

  it('keeps what a waiting cell holds through a second change, and draws places the grid did not have at once', () => {
    const { showResults } = renderGrid(listings('a b c'));
    FakeIntersectionObserver.current?.showOnly(0);
    showResults(listings('d e f'));
    showResults(listings('g h i j k'));
    expect(shown()).toEqual(['g', 'b (waiting)', 'c (waiting)', 'j', 'k']);
    paintFrame();
    goIdle();
    expect(shown()).toEqual(['g', 'h', 'i', 'j', 'k']);
  });

  it('draws every card at once before the browser has said which cells are in view', () => {
    const { showResults } = renderGrid(listings('a b c'));
    showResults(listings('d e f'));
    expect(shown()).toEqual(['d', 'e', 'f']);
  });

  it('draws every card at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { showResults } = renderGrid(listings('a b c'));
    showResults(listings('d e f'));
    expect(shown()).toEqual(['d', 'e', 'f']);
  });
});
