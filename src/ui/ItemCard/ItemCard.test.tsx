import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardPictureSizes } from '../ItemGrid/ItemGrid.css.ts';
import { redline } from './ItemCard.fixtures.ts';
import { ItemCard } from './ItemCard.tsx';

const drawnSkin = '/api/static/images/items/ak-47-redline.webp';
const drawnSticker = '/api/static/images/stickers/katowice-2014-titan-holo.webp';
const steamPicture = 'https://community.cloudflare.steamstatic.com/economy/image/class/730/310776560/360fx360f';

const renderCard = (props: Partial<React.ComponentProps<typeof ItemCard>>) =>
  render(
    <I18nProvider i18n={i18n}>
      <ItemCard href="/cs-product/1" {...redline} {...props} />
    </I18nProvider>,
  );

const pictureOf = () => screen.getByRole('article').querySelector('img');

describe('ItemCard picture', () => {
  it('offers a demo picture from half the card’s width to twice it, for the width the grid draws it at', () => {
    renderCard({
      imageUrl: drawnSkin,
      stickers: [{ name: 'Sticker | Titan (Holo) | Katowice 2014', image: drawnSticker }],
    });
    const picture = pictureOf();
    expect(picture?.getAttribute('src')).toBe(`${drawnSkin}?w=256`);
    expect(picture?.getAttribute('srcset')).toBe(
      [128, 192, 256, 384, 512].map((width) => `${drawnSkin}?w=${width} ${width}w`).join(', '),
    );
    expect(picture?.getAttribute('sizes')).toBe(cardPictureSizes);
    expect(picture?.getAttribute('width')).toBe('256');
    expect(picture?.getAttribute('height')).toBe('192');
    const sticker = screen.getByRole('img', { name: /^Stickers:/ }).querySelector('img');
    expect(sticker?.getAttribute('srcset')).toBe(`${drawnSticker}?w=24 1x, ${drawnSticker}?w=48 2x`);
  });

  it('shows a Steam picture as given', () => {
    renderCard({ imageUrl: steamPicture });
    expect(pictureOf()?.getAttribute('src')).toBe(steamPicture);
    expect(pictureOf()?.hasAttribute('srcset')).toBe(false);
  });

  it('loads the first row at once, the others as they near, none ahead of the page’s own text and code', () => {
    const { unmount } = renderCard({ imageUrl: drawnSkin, imageLoading: 'eager' });
    expect(pictureOf()?.getAttribute('loading')).toBe('eager');
    expect(pictureOf()?.hasAttribute('fetchpriority')).toBe(false);
    unmount();
    renderCard({ imageUrl: drawnSkin });
    expect(pictureOf()?.getAttribute('loading')).toBe('lazy');
    expect(pictureOf()?.hasAttribute('fetchpriority')).toBe(false);
  });
});
