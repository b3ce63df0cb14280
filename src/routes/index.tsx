import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <main>
      <h1>
        <Trans>Buy CS2, Dota 2 and Rust skins</Trans>
      </h1>
    </main>
  );
}
