import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import { ReviewCard } from './ReviewCard.tsx';

/** What an attacker types into a review, a support message or a Steam name: it must stay text. */
const htmlPayload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';

const renderInI18n = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('user text renders inert', () => {
  it('in a review: its words and its author name are text, never markup', () => {
    const { container } = renderInI18n(
      <ReviewCard authorName={htmlPayload} score={8} text={htmlPayload} createdAt="2026-01-05T10:00:00Z" />,
    );
    expect(container.querySelector('script, b, img[src="x"]')).toBeNull();
    expect(screen.getByRole('article', { name: htmlPayload }).textContent).toContain(htmlPayload);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('in the user menu: a Steam name is text', async () => {
    const { container } = renderInI18n(<UserMenu name={htmlPayload} onLogout={() => undefined} />);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(document.body.querySelector('script, b, img[src="x"]')).toBeNull();
    expect(document.body.textContent).toContain(htmlPayload);
    expect(container.innerHTML).not.toContain('<script');
  });
});
