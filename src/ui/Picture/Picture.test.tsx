import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './Picture.tsx';

const drawn = '/api/static/images/items/ak-47-redline.webp';

describe('Picture', () => {
  it('asks the server for a drawn picture at the slot’s width and twice it, 4:3, lazy', () => {
    const picture = render(<Picture url={drawn} width={64} />).container.querySelector('img');
    expect(picture?.getAttribute('src')).toBe(`${drawn}?w=64`);
    expect(picture?.getAttribute('srcset')).toBe(`${drawn}?w=64 1x, ${drawn}?w=128 2x`);
    expect(picture?.getAttribute('height')).toBe('48');
    expect(picture?.getAttribute('loading')).toBe('lazy');
    expect(picture?.getAttribute('decoding')).toBe('async');
  });

  it('loads at once when told, as the product page’s main picture is', () => {
    const picture = render(
      <Picture url={drawn} width={512} loading="eager" fetchPriority="high" />,
    ).container.querySelector('img');
    expect(picture?.getAttribute('loading')).toBe('eager');
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
    expect(picture?.getAttribute('height')).toBe('384');
  });
});
