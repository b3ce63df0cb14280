import { type ReactNode, useState } from 'react';
import { Inline, Stack } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { breakpoints, vars } from '../theme/index.ts';
import * as styles from './Foundations.css.ts';
import { cubicBezierPoints, remToPixels, tokenRows, tokenValue } from './theme.ts';

const sampleText = 'AK-47 | Redline (Field-Tested)';

function TokenTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} className={styles.headerCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const Code = ({ children }: { children: ReactNode }) => <code className={styles.code}>{children}</code>;

/** The font families, the type scale, the weights and the line heights of the theme. */
export function TypeScale() {
  return (
    <Stack gap="xl">
      <TokenTable columns={['Family', 'Stack', 'Sample']}>
        {tokenRows(vars.font).map(([name, value]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <Code>vars.font.{name}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{value}</Code>
            </td>
            <td className={styles.cell} style={{ fontFamily: value }}>
              {name === 'mono' ? 'Float 0.153829 · 1 234,50 €' : sampleText}
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable columns={['Size', 'Value', 'Sample']}>
        {tokenRows(vars.fontSize).map(([name, value]) => {
          const pixels = remToPixels(value);
          return (
            <tr key={name}>
              <td className={styles.cell}>
                <Code>vars.fontSize.{name}</Code>
              </td>
              <td className={styles.cell}>
                <Code>{pixels === null ? value : `${value} (${pixels}px)`}</Code>
              </td>
              <td className={styles.cell} style={{ fontSize: value, lineHeight: vars.lineHeight.tight }}>
                {sampleText}
              </td>
            </tr>
          );
        })}
      </TokenTable>
      <TokenTable columns={['Weight', 'Value', 'Sample']}>
        {tokenRows(vars.fontWeight).map(([name, value]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <Code>vars.fontWeight.{name}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{value}</Code>
            </td>
            <td className={styles.cell} style={{ fontWeight: value }}>
              {sampleText}
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable columns={['Line height', 'Value', 'Sample']}>
        {tokenRows(vars.lineHeight).map(([name, value]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <Code>vars.lineHeight.{name}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{value}</Code>
            </td>
            <td className={styles.cell} style={{ lineHeight: value, maxWidth: '28ch' }}>
              This item can’t be traded for 7 days: Steam holds new trades to protect both sides.
            </td>
          </tr>
        ))}
      </TokenTable>
    </Stack>
  );
}

/** The spacing scale: gaps and paddings, from the layout atoms' `gap` and `padding` to every `.css.ts` file. */
export function SpacingScale() {
  return (
    <TokenTable columns={['Token', 'Value', 'Size']}>
      {tokenRows(vars.space).map(([name, value]) => (
        <tr key={name}>
          <td className={styles.cell}>
            <Code>vars.space.{name}</Code>
          </td>
          <td className={styles.cell}>
            <Code>{value}</Code>
          </td>
          <td className={styles.cell}>
            <div className={styles.spacingBar} style={{ width: value }} />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

/** The corner radii: `sm` for small marks, `md` for controls, `lg` for panels and cards, `pill` for badges. */
export function RadiusScale() {
  return (
    <Inline gap="xl" alignItems="flex-start">
      {tokenRows(vars.radius).map(([name, value]) => (
        <Stack key={name} gap="xs">
          <div className={styles.radiusTile} style={{ borderRadius: value }} />
          <Code>vars.radius.{name}</Code>
          <Code>{value}</Code>
        </Stack>
      ))}
    </Inline>
  );
}

/** The shadows, drawn on the page background, and the stacking layers that go with elevation. */
export function ShadowScale() {
  return (
    <Stack gap="xl">
      <Inline gap="xxl" alignItems="flex-start">
        {tokenRows(vars.shadow).map(([name, value]) => (
          <Stack key={name} gap="sm">
            <div className={styles.shadowTile} style={{ boxShadow: value }}>
              <Code>vars.shadow.{name}</Code>
            </div>
            <Code>{value}</Code>
          </Stack>
        ))}
      </Inline>
      <TokenTable columns={['Layer', 'z-index']}>
        {tokenRows(vars.zIndex).map(([name, value]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <Code>vars.zIndex.{name}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{value}</Code>
            </td>
          </tr>
        ))}
      </TokenTable>
    </Stack>
  );
}

/** The easing as a curve: time across, progress up. */
function EasingCurve({ easing }: { easing: string }) {
  const points = cubicBezierPoints(easing);
  if (points === null) return <Code>{easing}</Code>;
  const [x1, y1, x2, y2] = points;
  const [width, height] = [160, 120];
  const at = (x: number, y: number) => `${x * width} ${height - y * height}`;
  return (
    <svg className={styles.curve} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Easing curve ${easing}`}>
      <path className={styles.curveAxis} d={`M ${at(0, 1)} L ${at(0, 0)} L ${at(1, 0)}`} />
      <path className={styles.curveLine} d={`M ${at(0, 0)} C ${at(x1, y1)}, ${at(x2, y2)}, ${at(1, 1)}`} />
    </svg>
  );
}

/** One duration: pressing Play sends a dot across its track in that duration, with the theme's easing. */
function DurationRow({ name, duration, easing }: { name: string; duration: string; easing: string }) {
  const [moved, setMoved] = useState(false);
  return (
    <tr>
      <td className={styles.cell}>
        <Code>vars.motion.{name}</Code>
      </td>
      <td className={styles.cell}>
        <Code>{duration}</Code>
      </td>
      <td className={styles.cell}>
        <Inline gap="md">
          <div className={styles.track}>
            <div
              className={styles.dot}
              data-moved={moved || undefined}
              style={{ transition: `inset-inline-start ${duration} ${easing}` }}
            />
          </div>
          <Button size="sm" variant="secondary" onPress={() => setMoved(!moved)} aria-label={`Play ${name}`}>
            Play
          </Button>
        </Inline>
      </td>
    </tr>
  );
}

/**
 * The durations and the easing every transition uses. Under `prefers-reduced-motion: reduce` the components drop
 * their motion (a pulse becomes a steady dim, a slide becomes a cut).
 */
export function MotionScale() {
  const { easing, ...durations } = vars.motion;
  const easingValue = tokenValue(easing);
  return (
    <Stack gap="xl">
      <TokenTable columns={['Duration', 'Value', 'Try it']}>
        {tokenRows(durations).map(([name, value]) => (
          <DurationRow key={name} name={name} duration={value} easing={easingValue} />
        ))}
      </TokenTable>
      <Inline gap="lg">
        <EasingCurve easing={easingValue} />
        <Stack gap="xs">
          <Code>vars.motion.easing</Code>
          <Code>{easingValue}</Code>
          <span className={styles.muted}>Fast out, slow in: things arrive quickly and settle gently.</span>
        </Stack>
      </Inline>
    </Stack>
  );
}

/** The breakpoints (min-width) the styles, the layout atoms' responsive values and the carousels share. */
export function BreakpointTable() {
  return (
    <TokenTable columns={['Breakpoint', 'From']}>
      {Object.entries(breakpoints).map(([name, width]) => (
        <tr key={name}>
          <td className={styles.cell}>
            <Code>media.{name}</Code>
          </td>
          <td className={styles.cell}>
            <Code>{width}px</Code>
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}
