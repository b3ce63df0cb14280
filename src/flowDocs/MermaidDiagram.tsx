import { useCallback, useEffect, useId, useState } from 'react';
import * as styles from './FlowPage.css.ts';

/** Mermaid is loaded and set up once, the first time a flow page draws: it is Storybook's alone. */
let mermaidReady: Promise<typeof import('mermaid').default> | undefined;

function loadMermaid() {
  mermaidReady ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      // Labels come from the machines, never from a visitor; strict still escapes them.
      securityLevel: 'strict',
      theme: 'dark',
      // The dark theme's grey behind arrow labels leaves them under WCAG AA's 4.5:1 (4.4); a darker grey passes.
      themeVariables: { edgeLabelBackground: '#333844' },
      // ELK's layered layout keeps a state's transitions apart where dagre crosses them.
      layout: 'elk',
      fontFamily: 'system-ui, sans-serif',
    });
    return mermaid;
  });
  return mermaidReady;
}

type Drawing = { svg: string } | { error: string } | undefined;

/** Draws Mermaid `source` as SVG; `caption` names the drawing and says the text beside it holds the same. */
export function MermaidDiagram({ source, caption }: { source: string; caption: string }) {
  const [drawing, setDrawing] = useState<Drawing>();
  const id = `flow-${useId().replaceAll(':', '')}`;

  useEffect(() => {
    let current = true;
    loadMermaid()
      .then((mermaid) => mermaid.render(id, source))
      .then(
        ({ svg }) => current && setDrawing({ svg }),
        (error: unknown) => current && setDrawing({ error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
  }, [id, source]);

  // Mermaid fits the drawing to its box (never above the size it was laid out at); on a phone that would shrink a
  // big machine's words below reading size, so it shrinks to two thirds at most and the figure scrolls sideways.
  const keepReadable = useCallback((container: HTMLDivElement | null) => {
    const svg = container?.querySelector('svg');
    if (svg) svg.style.minWidth = `${Math.round((svg.viewBox.baseVal.width * 2) / 3)}px`;
  }, []);

  return (
    <figure className={styles.figure} aria-busy={drawing === undefined}>
      {drawing === undefined && <p className={styles.muted}>Drawing…</p>}
      {drawing && 'error' in drawing && <p role="alert">The drawing failed: {drawing.error}</p>}
      {drawing && 'svg' in drawing && (
        // Mermaid's own SVG, sanitised by it; its title and description name it for assistive technology. A drawing
        // wider than the page scrolls sideways, so keyboards reach it too.
        <div
          ref={keepReadable}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to scroll by keyboard.
          tabIndex={0}
          className={styles.drawing}
          data-testid="flow-drawing"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: markup Mermaid generated from the machine, sanitised.
          dangerouslySetInnerHTML={{ __html: drawing.svg }}
        />
      )}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
