import { useLingui } from '@lingui/react/macro';
import { type PriceRounding, type PriceRules, priceRoundings, settingBounds } from '#contract/admin/settings.ts';
import { csRarityKeys, dotaRarityKeys } from '#contract/storeFilters.ts';
import { catalogueLabel } from '#lib/catalogueLabels.ts';
import { NumberField } from '#ui/NumberField/NumberField.tsx';
import { Select, SelectItem } from '#ui/Select/Select.tsx';
import * as styles from './Backoffice.css.ts';

export interface PriceRulesFieldsProps {
  rules: PriceRules;
  onChange: (rules: PriceRules) => void;
  isDisabled: boolean;
  /** The server's or the form's problem with the rules, said under them. */
  error: string | undefined;
}

type Game = keyof PriceRules['markup_percent'];
const gameRarities: Record<Game, readonly string[]> = { csgo: csRarityKeys, dota2: dotaRarityKeys, rust: [] };

/**
 * The shop's price rules: a markup over the market's reference price for each game and rarity, the rounding, the
 * floor, and how old a reference may be before its listings leave the sale.
 */
export function PriceRulesFields({ rules, onChange, isDisabled, error }: PriceRulesFieldsProps) {
  const { t, i18n } = useLingui();
  const gameNames: Record<Game, string> = { csgo: t`CS2`, dota2: t`Dota 2`, rust: t`Rust` };
  const roundingNames: Record<PriceRounding, string> = {
    cent: t`To the cent`,
    five_cents: t`To the nearest 5 cents`,
    ten_cents: t`To the nearest 10 cents`,
    dollar: t`To the nearest dollar`,
  };
  const markupBounds = settingBounds.markupPercent;
  const setMarkup = (game: Game, rarity: string, value: number) =>
    onChange({
      ...rules,
      markup_percent: { ...rules.markup_percent, [game]: { ...rules.markup_percent[game], [rarity]: value } },
    });
  const markupOf = (game: Game, rarity: string) =>
    (rules.markup_percent[game] as Readonly<Record<string, number>>)[rarity] ?? 0;

  return (
    <>
      <p className={styles.muted}>
        {t`A listing’s price before the service fee is the market’s reference price (Steam Community Market) plus the markup of its game and rarity, rounded, and at least the floor. A fixed price set on a listing overrides the rules.`}
      </p>
      {(Object.keys(gameRarities) as Game[]).map((game) => (
        <fieldset key={game} className={styles.fieldGroup}>
          <legend className={styles.fieldGroupTitle}>{t`${gameNames[game]} markups`}</legend>
          <div className={styles.evenFormRow}>
            {['default', ...gameRarities[game]].map((rarity) => (
              <NumberField
                key={rarity}
                label={rarity === 'default' ? t`Without a rarity` : catalogueLabel(i18n, 'rarities', rarity)}
                description={t`percent, from ${markupBounds.min} to ${markupBounds.max}`}
                minValue={markupBounds.min}
                maxValue={markupBounds.max}
                step={0.5}
                value={markupOf(game, rarity)}
                onChange={(value) => setMarkup(game, rarity, value)}
                isDisabled={isDisabled}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className={styles.formRow}>
        <Select
          label={t`Rounding`}
          description={t`Of the price before the service fee, in US dollars`}
          selectedKey={rules.rounding}
          onSelectionChange={(key) => onChange({ ...rules, rounding: key as PriceRounding })}
          isDisabled={isDisabled}
        >
          {priceRoundings.map((rounding) => (
            <SelectItem key={rounding} id={rounding}>
              {roundingNames[rounding]}
            </SelectItem>
          ))}
        </Select>
        <NumberField
          label={t`Price floor`}
          description={t`US dollars, from ${settingBounds.priceFloorUsd.min} to ${settingBounds.priceFloorUsd.max}`}
          minValue={settingBounds.priceFloorUsd.min}
          maxValue={settingBounds.priceFloorUsd.max}
          step={0.01}
          value={rules.floor_usd}
          onChange={(floor_usd) => onChange({ ...rules, floor_usd })}
          isDisabled={isDisabled}
        />
        <NumberField
          label={t`Maximum price age`}
          description={t`hours, from ${settingBounds.maxPriceAgeHours.min} to ${settingBounds.maxPriceAgeHours.max}: an older market price takes its listings off sale until it is read again`}
          minValue={settingBounds.maxPriceAgeHours.min}
          maxValue={settingBounds.maxPriceAgeHours.max}
          step={1}
          value={rules.max_age_hours}
          onChange={(max_age_hours) => onChange({ ...rules, max_age_hours })}
          isDisabled={isDisabled}
        />
      </div>
      {error && <p className={styles.failed}>{error}</p>}
    </>
  );
}
