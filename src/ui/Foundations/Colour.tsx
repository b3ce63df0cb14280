import { Badge } from '../Badge/Badge.tsx';
import { Stack } from '../Box/Box.tsx';
import { type ColourPair, type ColourToken, colourPairs, colourRoles, tokenReference } from './colourUsage.ts';
import { contrastRatio, formatRatio, meetsAA, minimumRatio, parseColour } from './contrast.ts';
import * as styles from './Foundations.css.ts';
import { tokenValue } from './theme.ts';

const groups = [
  { prefix: 'color.', title: 'Interface' },
  { prefix: 'wear.', title: 'Wear (CS2 exteriors)' },
  { prefix: 'rarity.', title: 'Rarity' },
] as const;

/** Every colour token of the theme: its swatch, its value on this document, its CSS variable and what it is for. */
export function ColourPalette() {
  const tokens = Object.keys(colourRoles) as ColourToken[];
  return (
    <Stack gap="xl">
      {groups.map(({ prefix, title }) => (
        <Stack as="section" key={prefix} gap="sm" aria-label={title}>
          <h3 className={styles.heading}>{title}</h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.headerCell}>Swatch</th>
                <th className={styles.headerCell}>Token</th>
                <th className={styles.headerCell}>Value</th>
                <th className={styles.headerCell}>Use</th>
              </tr>
            </thead>
            <tbody>
              {tokens
                .filter((token) => token.startsWith(prefix))
                .map((token) => (
                  <tr key={token}>
                    <td className={styles.cell}>
                      <div className={styles.swatch}>
                        <div className={styles.swatchFill} style={{ background: tokenReference(token) }} />
                      </div>
                    </td>
                    <td className={styles.cell}>
                      <code className={styles.code}>vars.{token}</code>
                    </td>
                    <td className={styles.cell}>
                      <code className={styles.code}>{tokenValue(tokenReference(token))}</code>
                    </td>
                    <td className={styles.cell}>{colourRoles[token]}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </Stack>
      ))}
    </Stack>
  );
}

/** A pair's colours on this document and its exact ratio; null when a colour is in a form the page cannot read. */
export function measurePair(pair: ColourPair) {
  const foreground =
    typeof pair.foreground === 'string' ? tokenValue(tokenReference(pair.foreground)) : pair.foreground.value;
  const background = tokenValue(tokenReference(pair.background));
  const [drawn, behind] = [parseColour(foreground), parseColour(background)];
  const ratio = drawn && behind ? contrastRatio(drawn, behind) : null;
  return { foreground, background, ratio, passes: ratio !== null && meetsAA(ratio, pair.requirement) };
}

const foregroundName = (pair: ColourPair) =>
  typeof pair.foreground === 'string' ? `vars.${pair.foreground}` : pair.foreground.name;

/**
 * Every pair of colours the components draw, with its contrast ratio computed from the theme and flagged when it is
 * under WCAG 2.2 AA (4.5:1 for text, 3:1 for large text and for graphics such as focus rings and input frames).
 */
export function ContrastTable() {
  const rows = colourPairs.map((pair) => ({ pair, ...measurePair(pair) }));
  const failing = rows.filter((row) => !row.passes).length;
  return (
    <Stack gap="md">
      <p>
        {failing === 0
          ? `All ${rows.length} pairs reach WCAG AA.`
          : `${failing} of ${rows.length} pairs are below WCAG AA (flagged).`}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.headerCell}>Sample</th>
            <th className={styles.headerCell}>Colour</th>
            <th className={styles.headerCell}>On</th>
            <th className={styles.headerCell}>Ratio</th>
            <th className={styles.headerCell}>AA needs</th>
            <th className={styles.headerCell}>Verdict</th>
            <th className={styles.headerCell}>Where</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ pair, foreground, background, ratio, passes }) => (
            <tr key={`${foregroundName(pair)} on ${pair.background}`} data-contrast={passes ? 'passes' : 'fails'}>
              <td className={styles.cell}>
                <span
                  className={styles.contrastSample}
                  style={{ color: foreground, background }}
                  data-contrast-sample=""
                >
                  {pair.requirement === 'graphic' ? (
                    <span className={styles.graphicSample} style={{ background: foreground }} />
                  ) : (
                    'Aa'
                  )}
                </span>
              </td>
              <td className={styles.cell}>
                <code className={styles.code}>{foregroundName(pair)}</code>
              </td>
              <td className={styles.cell}>
                <code className={styles.code}>vars.{pair.background}</code>
              </td>
              <td className={styles.cell}>{ratio === null ? 'cannot be computed' : formatRatio(ratio)}</td>
              <td className={styles.cell}>
                {minimumRatio[pair.requirement]}:1 ({pair.requirement})
              </td>
              <td className={styles.cell}>
                <Badge tone={passes ? 'success' : 'danger'}>{passes ? 'AA' : 'Below AA'}</Badge>
              </td>
              <td className={styles.cell}>{pair.where}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}
