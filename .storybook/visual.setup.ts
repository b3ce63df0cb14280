import type { Parameters } from '@storybook/react-vite';
import { afterEach, expect, vi } from 'vitest';
import { locators, page } from 'vitest/browser';

/*
 * Visual regression: every story test ends with a screenshot of the page, at the story's viewport, compared with its
 * baseline in tests/visual/ (named after the story's id). A difference fails the test; the reference, the actual
 * screenshot and the diff image are written to tests/visual/__diffs__/. `npm run test:visual:update` writes the
 * baselines anew after a deliberate change (README, "Visual regression").
 *
 * What keeps a screenshot the same from run to run and machine to machine: the theme's fonts come with Storybook
 * (`./fonts.ts`), Vitest's screenshots stop animations and transitions and hide the caret, and the clock below.
 */

/** The stories' "now": no text depends on the day the tests run (timers still run in real time). */
const storiesNow = new Date('2026-11-24T12:00:00Z');
vi.useFakeTimers({ toFake: ['Date'], now: storiesNow });

declare module 'vitest/browser' {
  interface LocatorSelectors {
    /** An element found by a CSS selector: the screenshot's `body`, never a selector guessed from its text. */
    getByCss(css: string): Locator;
  }
}

// `page.elementLocator(document.body)` guesses a selector, sometimes from the body's text, which a story that is
// still changing no longer matches (a screenshot then waits its whole timeout for a page that is there).
locators.extend({
  getByCss(css: string) {
    return `css=${css}`;
  },
});

type StoryTestContext = { story?: { id: string; parameters: Parameters } };

afterEach(async (context) => {
  const { story } = context as typeof context & StoryTestContext;
  // A story whose play function failed already says what is wrong; its screenshot would only repeat it.
  if (story === undefined || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await pageSettled();
  await fitViewportToContent();
  await picturesDecoded();
  const baseline = baselineName(story.id);
  try {
    // A generous limit to settle: it is only reached by a story that keeps changing, or on a very busy machine.
    await expect(page.getByCss('body')).toMatchScreenshot(baseline, { timeout: 15_000 });
  } catch (error) {
    if (error instanceof Error) error.message += `\n${advice(baseline)}`;
    throw error;
  }
  // Settling, pictures and a screenshot that needs several tries add up on a busy machine.
}, 60_000);

/**
 * What a play function set in motion has finished: overlays done opening or closing (react-aria marks them
 * `data-entering` / `data-exiting`) and no change to the page for a moment (a menu closing after its action, a
 * submenu opening after its delay), so the screenshot shows the story's end state, not a moment on the way.
 * Animations under way are finished at once: on a busy machine a menu's closing animation may otherwise not have
 * run a frame by the screenshot, which would then show the menu open one run and closed the next.
 */
async function pageSettled(): Promise<void> {
  const quietFor = 100;
  const deadline = performance.now() + 3_000;
  let lastChange = performance.now();
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    while (performance.now() < deadline) {
      finishAnimations();
      await new Promise((resolve) => setTimeout(resolve, quietFor / 2));
      const isQuiet = performance.now() - lastChange >= quietFor;
      if (isQuiet && document.querySelector('[data-entering], [data-exiting]') === null) return;
    }
  } finally {
    observer.disconnect();
  }
}

/** Jumps every finite animation of the page to its end (a spinner's endless one is left to the screenshot's pause). */
function finishAnimations(): void {
  for (const animation of document.getAnimations()) {
    const { iterations } = animation.effect?.getComputedTiming() ?? {};
    if (iterations !== Number.POSITIVE_INFINITY && animation.playState !== 'finished') animation.finish();
  }
}

/**
 * A story taller than its viewport is screenshotted whole: the page grows to its content's height (at the same
 * width), since the test frame paints nothing below its viewport and a screenshot reaching there comes out blank
 * and shifted by whatever was scrolled.
 */
async function fitViewportToContent(): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const contentHeight = contentBottom();
    if (contentHeight <= window.innerHeight) return;
    await page.viewport(window.innerWidth, contentHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
}

/**
 * Where the page's content in flow ends: what is positioned out of the flow (react-aria's hidden native select, a
 * table kept for screen readers) never stretches the screenshot, and its timing cannot change its size.
 */
function contentBottom(): number {
  const inFlow = [...document.body.children].filter(
    (element) => !['absolute', 'fixed'].includes(getComputedStyle(element).position),
  );
  return Math.ceil(Math.max(0, ...inFlow.map((element) => element.getBoundingClientRect().bottom + window.scrollY)));
}

/** Every picture loaded and decoded: a lazy one starts loading only once the taller page brings it into view. */
async function picturesDecoded(): Promise<void> {
  const settled = Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** `controls-button--pending` is kept as `controls-button/pending-chromium-linux.png`: a folder per component. */
function baselineName(storyId: string): string {
  return storyId.replace('--', '/');
}

function advice(baseline: string): string {
  return [
    `Baseline: tests/visual/${baseline}-chromium-<platform>.png; reference, actual and diff images: tests/visual/__diffs__/.`,
    'If the change is deliberate, or the story is new, run `npm run test:visual:update -- <story file>` and review',
    'the new PNGs (`git diff`, or `git difftool` with an image viewer) before committing them.',
  ].join('\n');
}
