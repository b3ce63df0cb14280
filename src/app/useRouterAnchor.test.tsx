import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useRouterAnchor } from './useRouterAnchor.ts';

function ProductAnchor() {
  const anchor = useRouterAnchor({ to: '/cs-product/$id', params: { id: 5 } });
  return (
    <a href="/cs-product/5" {...anchor}>
      AK-47 | Redline
    </a>
  );
}

/** A store with one card and the product page it leads to, whose loader tells when the page is preloaded. */
function renderStore({ defaultPreload = 'intent' }: { defaultPreload?: 'intent' | false } = {}) {
  const loadProduct = vi.fn((_: { preload: boolean }) => null);
  const root = createRootRoute({ component: Outlet });
  const store = createRoute({ getParentRoute: () => root, path: '/', component: ProductAnchor });
  const product = createRoute({
    getParentRoute: () => root,
    path: '/cs-product/$id',
    loader: ({ preload }) => loadProduct({ preload }),
    component: () => <h1>Product</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([store, product]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultPreload,
  });
  render(<RouterProvider router={router} />);
  return { router, loadProduct };
}

beforeAll(() => {
  // jsdom does not scroll; the router restores the scroll position after each navigation.
  window.scrollTo = () => {};
});

afterEach(() => vi.useRealTimers());

describe('useRouterAnchor', () => {
  it('opens the page inside the app on a plain click', async () => {
    const { router } = renderStore();
    const click = fireEvent.click(await screen.findByRole('link', { name: 'AK-47 | Redline' }));
    expect(click).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Product' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cs-product/5');
  });

  it('leaves a click with a modifier key or another button to the browser', async () => {
    const { router } = renderStore();
    const link = await screen.findByRole('link', { name: 'AK-47 | Redline' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('preloads the page once the pointer rests on the link, and not when it only passes over it', async () => {
    const { loadProduct } = renderStore();
    const link = await screen.findByRole('link', { name: 'AK-47 | Redline' });
    vi.useFakeTimers();
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    await act(() => vi.runAllTimersAsync());
    expect(loadProduct).not.toHaveBeenCalled();

    fireEvent.mouseEnter(link);
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    await waitFor(() => expect(loadProduct).toHaveBeenCalledWith({ preload: true }));
  });

  it('preloads on a touch', async () => {
    const { loadProduct } = renderStore();
    fireEvent.touchStart(await screen.findByRole('link', { name: 'AK-47 | Redline' }));
    await waitFor(() => expect(loadProduct).toHaveBeenCalledWith({ preload: true }));
  });

  it('preloads on keyboard focus', async () => {
    const { loadProduct } = renderStore();
    fireEvent.focus(await screen.findByRole('link', { name: 'AK-47 | Redline' }));
    await waitFor(() => expect(loadProduct).toHaveBeenCalledWith({ preload: true }));
  });

  it('preloads nothing when the router does not preload on intent', async () => {
    const { loadProduct } = renderStore({ defaultPreload: false });
    const link = await screen.findByRole('link', { name: 'AK-47 | Redline' });
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loadProduct).not.toHaveBeenCalled();
  });
});
